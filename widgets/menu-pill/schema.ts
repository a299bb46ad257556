import type { FromSchema } from 'json-schema-to-ts';
import { ROUTE_PATTERN } from '../shared/nav';

export const menuPillSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { type: 'string', default: 'games.types.RNG', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
    to: { type: 'string', default: '/m/slot-games', pattern: ROUTE_PATTERN },
    home: { type: 'boolean', default: false, description: 'Active on every home path (§2).' },
    hold: { type: 'string', enum: ['vendors'], description: 'What a long press (370 ms, §2) opens: "vendors", the category\'s providers to pick one from. None: a long press is a tap.' },
  },
} as const;

export type MenuPillProps = FromSchema<typeof menuPillSchema>;
