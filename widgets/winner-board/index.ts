import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { winnerBoardSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Winner board',
  description: 'Recent big wins: a podium of the top 3 and a looping strip; hidden when empty.',
  category: 'games',
  schema: winnerBoardSchema,
});
