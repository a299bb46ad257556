import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { bannerCarouselSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Banner carousel',
  description: 'Swipeable banners of one announcement group; autoplays when there is more than one, a failed image hides its banner.',
  category: 'content',
  schema: bannerCarouselSchema,
});
