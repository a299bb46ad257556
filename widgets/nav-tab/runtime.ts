import { defineRuntime } from '../define-widget';
import type { navTabSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof navTabSchema, undefined>({
  name: 'NavTab',
  sources: [],
  sourceRequired: false,
  estimateHeight: () => 64,
  load: () => import('./nav-tab'),
});
