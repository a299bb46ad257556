import type { Game } from '../../schemas/games.schema';
import { defineRuntime } from '../define-widget';
import type { gameRowSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof gameRowSchema, Game[]>({
  name: 'GameRow',
  sources: ['games.byType', 'games.hot', 'games.favourites'],
  sourceRequired: true,
  // Title, then rows of square tiles (3.4 to a screen) with two text lines.
  estimateHeight: (p, w) => 36 + p.rows * ((w - 24 - 24) / 3.4 + 37) + (p.rows - 1) * 12,
  load: () => import('./game-row'),
});
