import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { typeScrollerSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Type scroller',
  description: 'One category, 3 cards per step, titled by its type, with a “more” link to its page.',
  category: 'games',
  schema: typeScrollerSchema,
});
