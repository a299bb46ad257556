import type { FromSchema } from 'json-schema-to-ts';

export const menuHeadingSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
  },
} as const;

export type MenuHeadingProps = FromSchema<typeof menuHeadingSchema>;
