import type { Game } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { gameRowSchema } from './schema';

export default defineWidget<typeof gameRowSchema, Game[]>({
  name: 'GameRow',
  title: 'widgets.GameRow.title',
  description: 'widgets.GameRow.description',
  category: 'games',
  schema: gameRowSchema,
  defaultProps: { title: 'games.rng', icon: 'dice', rows: 1 },
  sources: ['games.byType', 'games.hot'],
  sourceRequired: true,
  load: () => import('./game-row'),
});
