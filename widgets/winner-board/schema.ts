import type { FromSchema } from 'json-schema-to-ts';

export const winnerBoardSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 80, default: 'winners.title', description: 'Translation key or text.' },
    showPodium: { type: 'boolean', default: true, description: 'Show the top 3 winners apart from the strip.' },
  },
} as const;

export type WinnerBoardProps = FromSchema<typeof winnerBoardSchema>;
