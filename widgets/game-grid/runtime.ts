import { defineRuntime } from '../define-widget';
import type { gameGridSchema } from './schema';
import type { GameGridData } from './game-grid';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof gameGridSchema, GameGridData>({
  name: 'GameGrid',
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  maxPerLayout: 1,
  load: () => import('./game-grid'),
});
