import type { FromSchema } from 'json-schema-to-ts';

export const rgNoticeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    minAge: { type: 'integer', minimum: 18, maximum: 25, default: 21, description: 'Legal age shown in the badge (21 for the Philippine variant, 18 elsewhere).' },
    helpTag: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: 'responsible', description: 'Help entry the "Help" link opens (/m/help?tag=…).' },
  },
} as const;

export type RgNoticeProps = FromSchema<typeof rgNoticeSchema>;
