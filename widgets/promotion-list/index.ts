import type { Announcement } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { promotionListSchema } from './schema';

export default defineWidget<typeof promotionListSchema, Announcement[]>({
  name: 'PromotionList',
  title: 'Promotion list',
  description: 'The promotions page: category tabs, cards (image, status, dates, summary, view more) and the detail pop-up that ?id= opens.',
  category: 'content',
  schema: promotionListSchema,
  defaultProps: { tabs: [], allTab: true },
  sources: ['promotions.list'],
  sourceRequired: true,
  maxPerLayout: 1,
  // The first card's image.
  requests: 1,
  // Tabs, then about two cards (5:2 image and some 130 px of text each).
  estimateHeight: (p, w) => (p.tabs.length ? 48 : 0) + 2 * (((w - 24) * 2) / 5 + 130),
  load: () => import('./promotion-list'),
});
