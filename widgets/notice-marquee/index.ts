import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { noticeMarqueeSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Notice marquee',
  description: 'Scrolling strip of player notices; tapping one opens the notice list.',
  category: 'content',
  schema: noticeMarqueeSchema,
});
