import type { FromSchema } from 'json-schema-to-ts';

export const gameRowSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', default: 'games.rng', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
    icon: { type: 'string', enum: ['dice', 'flame', 'live', 'ball', 'fish', 'cards', 'ticket', 'star', 'trophy'], default: 'dice' },
    moreTo: { type: 'string', pattern: '^/m/[A-Za-z0-9/_?=&-]*$', description: 'Route of the section’s “more” link.' },
    rows: { type: 'integer', enum: [1, 2], default: 1 },
  },
} as const;

export type GameRowProps = FromSchema<typeof gameRowSchema>;
