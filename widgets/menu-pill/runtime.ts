import { defineRuntime } from '../define-widget';
import type { menuPillSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof menuPillSchema, undefined>({
  name: 'MenuPill',
  sources: [],
  sourceRequired: false,
  estimateHeight: () => 32,
  load: () => import('./menu-pill'),
});
