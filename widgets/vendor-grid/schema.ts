import type { FromSchema } from 'json-schema-to-ts';

export const vendorGridSchema = {
  type: 'object',
  required: ['title', 'moreTo'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 80 },
    /** The category route a vendor tile opens, with ?vassalage=. */
    moreTo: { type: 'string', pattern: '^/m/[A-Za-z0-9/_-]*$' },
  },
} as const;

export type VendorGridProps = FromSchema<typeof vendorGridSchema>;
