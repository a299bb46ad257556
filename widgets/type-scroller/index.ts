import type { Game } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { typeScrollerSchema } from './schema';

export default defineWidget<typeof typeScrollerSchema, Game[]>({
  name: 'TypeScroller',
  title: 'Type scroller',
  description: 'One category, 3 cards per step, titled by its type, with a “more” link to its page.',
  category: 'games',
  schema: typeScrollerSchema,
  defaultProps: { gameType: 'RNG' },
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  // Title, one row of three cards (square art and two text lines), the page dots.
  estimateHeight: (_p, w) => 36 + (w - 24 - 16) / 3 + 37 + 18,
  load: () => import('./type-scroller'),
});
