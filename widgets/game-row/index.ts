import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { gameRowSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Game row',
  description: 'A titled row of game tiles from one game type or the hot list, with a "more" link.',
  category: 'games',
  schema: gameRowSchema,
});
