import type { FromSchema } from 'json-schema-to-ts';
import { ICON_NAMES } from '../shared/icon-names';
import { ROUTE_PATTERN } from '../shared/nav';

export const navTabSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { type: 'string', default: 'routes.home', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
    icon: { type: 'string', default: 'home', enum: ICON_NAMES },
    action: { type: 'string', enum: ['navigate', 'home', 'menu'], default: 'navigate', description: 'home: §2 home reset (HOT, vendor cleared, top); menu: opens the side menu.' },
    to: { type: 'string', default: '/m/home', pattern: ROUTE_PATTERN, description: 'Route for action navigate.' },
    activeOn: { type: 'array', items: { type: 'string', pattern: ROUTE_PATTERN }, maxItems: 10, description: 'More routes on which the tab shows as current.' },
  },
} as const;

export type NavTabProps = FromSchema<typeof navTabSchema>;
