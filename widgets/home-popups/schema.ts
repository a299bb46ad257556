import type { FromSchema } from 'json-schema-to-ts';

export const homePopupsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showImage: { type: 'boolean', default: true, description: 'Show a pop-up’s cover image above its text.' },
  },
} as const;

export type HomePopupsProps = FromSchema<typeof homePopupsSchema>;
