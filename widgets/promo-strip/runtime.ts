import type { Announcement } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { promoStripSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof promoStripSchema, Announcement[]>({
  name: 'PromoStrip',
  sources: ['promotions.list'],
  sourceRequired: true,
  // Title, then cards 72 % wide at 5:2 with a title line.
  estimateHeight: (_p, w) => 36 + ((w - 24) * 0.72 * 2) / 5 + 38,
  load: () => import('./promo-strip'),
});
