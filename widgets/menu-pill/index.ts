import { defineWidget } from '../define-widget';
import { menuPillSchema } from './schema';

export default defineWidget<typeof menuPillSchema, undefined>({
  name: 'MenuPill',
  title: 'Game menu tab',
  description: 'One category of the horizontal game menu bar; highlighted on its route.',
  category: 'navigation',
  schema: menuPillSchema,
  defaultProps: { label: 'games.types.RNG', to: '/m/slot-games', home: false },
  sources: [],
  sourceRequired: false,
  estimateHeight: () => 32,
  load: () => import('./menu-pill'),
});
