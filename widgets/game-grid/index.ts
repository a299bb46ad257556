import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { gameGridSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Game grid',
  description: 'Virtualized, infinitely loading grid of game tiles for long lists.',
  category: 'games',
  schema: gameGridSchema,
});
