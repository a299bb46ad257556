import type { Announcement } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { noticeMarqueeSchema } from './schema';

export default defineWidget<typeof noticeMarqueeSchema, Announcement[]>({
  name: 'NoticeMarquee',
  title: 'widgets.NoticeMarquee.title',
  description: 'widgets.NoticeMarquee.description',
  category: 'content',
  schema: noticeMarqueeSchema,
  defaultProps: { speed: 40 },
  sources: ['notices.marquee'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: () => 36,
  load: () => import('./notice-marquee'),
});
