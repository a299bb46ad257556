import { defineWidget } from '../define-widget';
import { gameGridSchema } from './schema';
import type { GameGridData } from './game-grid';

export default defineWidget<typeof gameGridSchema, GameGridData>({
  name: 'GameGrid',
  title: 'Game grid',
  description: 'Virtualized, infinitely loading grid of game tiles for long lists.',
  category: 'games',
  schema: gameGridSchema,
  defaultProps: { columns: 3, highlightEvery: 7 },
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  maxPerLayout: 1,
  load: () => import('./game-grid'),
});
