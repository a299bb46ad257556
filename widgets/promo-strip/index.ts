import type { Announcement } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { promoStripSchema } from './schema';

export default defineWidget<typeof promoStripSchema, Announcement[]>({
  name: 'PromoStrip',
  title: 'Promotion strip',
  description: 'Horizontal cards of current promotions, each opening its detail.',
  category: 'content',
  schema: promoStripSchema,
  defaultProps: { title: 'routes.activity' },
  sources: ['promotions.list'],
  sourceRequired: true,
  // Title, then cards 72 % wide at 5:2 with a title line.
  estimateHeight: (_p, w) => 36 + ((w - 24) * 0.72 * 2) / 5 + 38,
  load: () => import('./promo-strip'),
});
