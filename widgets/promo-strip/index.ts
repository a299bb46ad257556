import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { promoStripSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Promotion strip',
  description: 'Horizontal cards of current promotions, each opening its detail.',
  category: 'content',
  schema: promoStripSchema,
});
