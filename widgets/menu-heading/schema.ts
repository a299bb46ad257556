import type { FromSchema } from 'json-schema-to-ts';

export const menuHeadingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { type: 'string', default: 'common.more', minLength: 1, maxLength: 80, description: 'Translation key or text.' },
  },
} as const;

export type MenuHeadingProps = FromSchema<typeof menuHeadingSchema>;
