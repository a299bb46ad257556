import type { FromSchema } from 'json-schema-to-ts';

export const vendorGridSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', default: 'games.types.RNG', minLength: 1, maxLength: 80 },
    /** The category route a vendor tile opens, with ?vassalage=. */
    moreTo: { type: 'string', default: '/m/slot-games', pattern: '^/m/[A-Za-z0-9/_-]*$' },
  },
} as const;

export type VendorGridProps = FromSchema<typeof vendorGridSchema>;
