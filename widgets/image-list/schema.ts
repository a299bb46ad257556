import type { FromSchema } from 'json-schema-to-ts';

export const imageListSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    aspect: { type: 'string', enum: ['5/2', '2/1', '16/9', '3/1'], default: '5/2', description: 'Shape of every image (the §9 banners are 750×300, 5/2).' },
    label: { type: 'string', minLength: 1, maxLength: 80, default: 'routes.event', description: "The list's accessible name (a translation key or text)." },
    emptyText: { type: 'string', minLength: 1, maxLength: 120, default: 'event.empty', description: 'Shown when there is no image (a translation key or text).' },
  },
} as const;

export type ImageListProps = FromSchema<typeof imageListSchema>;
