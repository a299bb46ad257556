import type { Banner } from '../../schemas/content.schema';
import { BANNER_AUTOPLAY_MS } from '../../src/lib/constants';
import { defineWidget } from '../define-widget';
import { bannerCarouselSchema } from './schema';

export default defineWidget<typeof bannerCarouselSchema, Banner[]>({
  name: 'BannerCarousel',
  title: 'Banner carousel',
  description: 'Swipeable banners of one announcement group; autoplays when there is more than one, a failed image hides its banner.',
  category: 'content',
  schema: bannerCarouselSchema,
  defaultProps: { autoplayMs: BANNER_AUTOPLAY_MS, aspect: '5/2', showDots: true },
  sources: ['banners.group'],
  // The first banner's image.
  requests: 1,
  sourceRequired: true,
  estimateHeight: (p, w) => (w - 24) / Number(p.aspect.split('/')[0]) * Number(p.aspect.split('/')[1]),
  load: () => import('./banner-carousel'),
});
