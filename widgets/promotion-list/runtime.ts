import type { Announcement } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { promotionListSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof promotionListSchema, Announcement[]>({
  name: 'PromotionList',
  sources: ['promotions.list'],
  sourceRequired: true,
  maxPerLayout: 1,
  // Tabs, then about two cards (5:2 image and some 130 px of text each).
  estimateHeight: (p, w) => (p.tabs.length ? 48 : 0) + 2 * (((w - 24) * 2) / 5 + 130),
  load: () => import('./promotion-list'),
});
