import type { FromSchema } from 'json-schema-to-ts';

export const promoStripSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 80, default: 'routes.activity' },
  },
} as const;

export type PromoStripProps = FromSchema<typeof promoStripSchema>;
