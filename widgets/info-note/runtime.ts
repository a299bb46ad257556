import { defineRuntime } from '../define-widget';
import type { infoNoteSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof infoNoteSchema, undefined>({
  name: 'InfoNote',
  sources: [],
  sourceRequired: false,
  estimateHeight: (p) => (p.link ? 190 : 140),
  load: () => import('./info-note'),
});
