import type { Announcement } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { noticeMarqueeSchema } from './schema';

export default defineWidget<typeof noticeMarqueeSchema, Announcement[]>({
  name: 'NoticeMarquee',
  title: 'Notice marquee',
  description: 'Scrolling strip of player notices; tapping one opens the notice list.',
  category: 'content',
  schema: noticeMarqueeSchema,
  defaultProps: { speed: 40 },
  sources: ['notices.marquee'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: () => 36,
  load: () => import('./notice-marquee'),
});
