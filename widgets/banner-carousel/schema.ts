import type { FromSchema } from 'json-schema-to-ts';
import { BANNER_AUTOPLAY_MS } from '../../src/lib/constants';

export const bannerCarouselSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    autoplayMs: { type: 'integer', minimum: 2000, maximum: 20000, default: BANNER_AUTOPLAY_MS, description: 'Auto-advance interval (§2: 5000 ms).' },
    aspect: { type: 'string', enum: ['5/2', '2/1', '16/9', '3/1'], default: '5/2' },
    showDots: { type: 'boolean', default: true },
  },
} as const;

export type BannerCarouselProps = FromSchema<typeof bannerCarouselSchema>;
