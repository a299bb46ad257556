import type { FromSchema } from 'json-schema-to-ts';

export const noticeMarqueeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    speed: { type: 'integer', minimum: 10, maximum: 200, default: 40, description: 'Pixels per second.' },
  },
} as const;

export type NoticeMarqueeProps = FromSchema<typeof noticeMarqueeSchema>;
