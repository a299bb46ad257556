import type { Game } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { gameRowSchema } from './schema';

export default defineWidget<typeof gameRowSchema, Game[]>({
  name: 'GameRow',
  title: 'Game row',
  description: 'A titled row of game tiles from one game type or the hot list, with a "more" link.',
  category: 'games',
  schema: gameRowSchema,
  defaultProps: { title: 'games.rng', icon: 'dice', rows: 1 },
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  // Title, then rows of square tiles (3.4 to a screen) with two text lines.
  estimateHeight: (p, w) => 36 + p.rows * ((w - 24 - 24) / 3.4 + 37) + (p.rows - 1) * 12,
  load: () => import('./game-row'),
});
