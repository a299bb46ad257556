import type { Announcement } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { promoStripSchema } from './schema';

export default defineWidget<typeof promoStripSchema, Announcement[]>({
  name: 'PromoStrip',
  title: 'widgets.PromoStrip.title',
  description: 'widgets.PromoStrip.description',
  category: 'content',
  schema: promoStripSchema,
  defaultProps: { title: 'routes.activity' },
  sources: ['promotions.list'],
  sourceRequired: true,
  load: () => import('./promo-strip'),
});
