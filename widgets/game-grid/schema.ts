import type { FromSchema } from 'json-schema-to-ts';

export const gameGridSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: { type: 'integer', enum: [3, 4], default: 3 },
    /** §2: every 7th tile is highlighted. */
    highlightEvery: { type: 'integer', minimum: 0, maximum: 50, default: 7 },
  },
} as const;

export type GameGridProps = FromSchema<typeof gameGridSchema>;
