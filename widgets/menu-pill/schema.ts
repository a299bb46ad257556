import type { FromSchema } from 'json-schema-to-ts';
import { ROUTE_PATTERN } from '../shared/nav';

export const menuPillSchema = {
  type: 'object',
  required: ['label', 'to'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
    to: { type: 'string', pattern: ROUTE_PATTERN },
    home: { type: 'boolean', default: false, description: 'Active on every home path (§2).' },
  },
} as const;

export type MenuPillProps = FromSchema<typeof menuPillSchema>;
