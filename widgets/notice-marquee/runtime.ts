import type { Announcement } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { noticeMarqueeSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof noticeMarqueeSchema, Announcement[]>({
  name: 'NoticeMarquee',
  sources: ['notices.marquee'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: () => 36,
  load: () => import('./notice-marquee'),
});
