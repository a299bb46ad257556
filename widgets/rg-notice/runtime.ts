import { defineRuntime } from '../define-widget';
import type { rgNoticeSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof rgNoticeSchema, undefined>({
  name: 'RgNotice',
  sources: [],
  sourceRequired: false,
  maxPerLayout: 1,
  estimateHeight: () => 56,
  load: () => import('./rg-notice'),
});
