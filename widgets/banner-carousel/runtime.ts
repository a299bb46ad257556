import type { Banner } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { bannerCarouselSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof bannerCarouselSchema, Banner[]>({
  name: 'BannerCarousel',
  sources: ['banners.group'],
  sourceRequired: true,
  estimateHeight: (p, w) => (w - 24) / Number(p.aspect.split('/')[0]) * Number(p.aspect.split('/')[1]),
  load: () => import('./banner-carousel'),
});
