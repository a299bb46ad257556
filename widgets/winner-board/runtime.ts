import type { Winner } from '../../schemas/games.schema';
import { defineRuntime } from '../define-widget';
import type { winnerBoardSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof winnerBoardSchema, Winner[]>({
  name: 'WinnerBoard',
  sources: ['winners.top'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: (p) => 36 + (p.showPodium ? 146 : 0) + 168,
  load: () => import('./winner-board'),
});
