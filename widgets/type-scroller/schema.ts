import type { FromSchema } from 'json-schema-to-ts';
import { GAME_TYPES } from '../../schemas/games.schema';

export const typeScrollerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { type: 'string', default: 'RNG', enum: GAME_TYPES, description: 'The category the section stands for: its title and its “more” route.' },
    title: { type: 'string', minLength: 1, maxLength: 80, description: 'Translation key or text; by default the category’s name.' },
    moreTo: { type: 'string', pattern: '^/m/[A-Za-z0-9/_?=&-]*$', description: 'Route of “more”; by default the category’s own page.' },
  },
} as const;

export type TypeScrollerProps = FromSchema<typeof typeScrollerSchema>;
