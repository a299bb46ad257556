import type { HomePopupsData } from '../../src/lib/home-popups';
import { defineRuntime } from '../define-widget';
import type { homePopupsSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof homePopupsSchema, HomePopupsData>({
  name: 'HomePopups',
  sources: ['popups.home'],
  sourceRequired: true,
  maxPerLayout: 1,
  // It floats over the page: its place in the flow is empty.
  estimateHeight: () => 1,
  load: () => import('./home-popups'),
});
