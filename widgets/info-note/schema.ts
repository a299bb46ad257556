import type { FromSchema } from 'json-schema-to-ts';
import { ICON_NAMES } from '../shared/icon-names';
import { ROUTE_PATTERN } from '../shared/nav';

export const infoNoteSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: { type: 'string', default: 'activity.trialNotice', minLength: 1, maxLength: 200, description: 'A translation key or text.' },
    icon: { type: 'string', enum: ICON_NAMES, default: 'gift' },
    link: {
      type: 'object',
      required: ['label', 'to'],
      additionalProperties: false,
      description: 'An optional button under the text.',
      properties: {
        label: { type: 'string', minLength: 1, maxLength: 80, description: 'A translation key or text.' },
        to: { type: 'string', pattern: ROUTE_PATTERN, description: 'Route it opens (/m/…).' },
      },
    },
  },
} as const;

export type InfoNoteProps = FromSchema<typeof infoNoteSchema>;
