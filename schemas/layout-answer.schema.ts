/** GET /api/layouts/:screen: a screen's live layout (or, with a console preview token, its draft). */
import type { FromSchema } from 'json-schema-to-ts';

export const layoutAnswerSchema = {
  type: 'object',
  required: ['screen', 'version', 'publishedAt', 'layout'],
  additionalProperties: false,
  properties: {
    screen: { type: 'string' },
    version: { type: 'integer' },
    publishedAt: { type: ['string', 'null'] },
    /** The fingerprint of the widget schemas the server checked the layout against (absent when it did not pass). */
    schemaHash: { type: 'string' },
    /** The layout as published (or drafted), passed on whole: the client checks and migrates it. */
    layout: { type: 'object', additionalProperties: true },
    /** A draft shown through a console preview link. */
    preview: { type: 'boolean' },
  },
} as const;
export type LayoutAnswer = FromSchema<typeof layoutAnswerSchema>;
