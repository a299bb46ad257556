import type { Winner } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { winnerBoardSchema } from './schema';

export default defineWidget<typeof winnerBoardSchema, Winner[]>({
  name: 'WinnerBoard',
  title: 'Winner board',
  description: 'Recent big wins: a podium of the top 3 and a looping strip; hidden when empty.',
  category: 'games',
  schema: winnerBoardSchema,
  defaultProps: { title: 'winners.title', showPodium: true },
  sources: ['winners.top'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: (p) => 36 + (p.showPodium ? 146 : 0) + 168,
  load: () => import('./winner-board'),
});
