import type { FromSchema } from 'json-schema-to-ts';

export const siteFooterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Marketing text: a translation key or text. */
    text: { type: 'string', maxLength: 600, default: 'footer.marketing' },
    showAgeNotice: { type: 'boolean', default: true },
  },
} as const;

export type SiteFooterProps = FromSchema<typeof siteFooterSchema>;
