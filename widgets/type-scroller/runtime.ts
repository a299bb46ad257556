import type { Game } from '../../schemas/games.schema';
import { defineRuntime } from '../define-widget';
import type { typeScrollerSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof typeScrollerSchema, Game[]>({
  name: 'TypeScroller',
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  // Title, one row of three cards (square art and two text lines), the page dots.
  estimateHeight: (_p, w) => 36 + (w - 24 - 16) / 3 + 37 + 18,
  load: () => import('./type-scroller'),
});
