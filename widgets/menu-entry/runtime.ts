import { defineRuntime } from '../define-widget';
import type { menuEntrySchema } from './schema';
import type { MenuEntryData } from './menu-entry';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof menuEntrySchema, MenuEntryData>({
  name: 'MenuEntry',
  // No `to` or `action` here: defaults are merged under a block's props, and an entry does only one thing.
  defaultProps: { label: 'routes.home', icon: 'home', variant: 'row', realOnly: false, soon: false },
  sources: ['site.resource', 'member.unread'],
  sourceRequired: false,
  estimateHeight: (props) => (props.variant === 'tile' ? 72 : 48),
  load: () => import('./menu-entry'),
});
