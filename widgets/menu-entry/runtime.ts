import { defineRuntime } from '../define-widget';
import type { menuEntrySchema } from './schema';
import type { MenuEntryData } from './menu-entry';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof menuEntrySchema, MenuEntryData>({
  name: 'MenuEntry',
  sources: ['site.resource', 'member.unread'],
  sourceRequired: false,
  estimateHeight: (props) => (props.variant === 'tile' ? 72 : 48),
  load: () => import('./menu-entry'),
});
