import type { FromSchema } from 'json-schema-to-ts';

export const rgNoticeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    helpTag: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: 'responsible', description: 'Help entry the "Help" link opens (/m/help?tag=…).' },
  },
} as const;

export type RgNoticeProps = FromSchema<typeof rgNoticeSchema>;
