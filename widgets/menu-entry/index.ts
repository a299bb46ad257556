import { defineWidget } from '../define-widget';
import { menuEntrySchema } from './schema';
import type { MenuEntryData } from './menu-entry';

export default defineWidget<typeof menuEntrySchema, MenuEntryData>({
  name: 'MenuEntry',
  title: 'Menu entry',
  description:
    'One row or tile of a menu (side menu, member sheet, menu page, member home): an icon and a label that opens a route, runs an app action, or opens an operator link (bind site.resource; hidden while there is none). Optional unread badge (bind member.unread), trial refusal and flag gate.',
  category: 'navigation',
  schema: menuEntrySchema,
  // No `to` or `action` here: defaults are merged under a block's props, and an entry does only one thing.
  defaultProps: { label: 'routes.home', icon: 'home', variant: 'row', realOnly: false, soon: false },
  sources: ['site.resource', 'member.unread'],
  sourceRequired: false,
  estimateHeight: (props) => (props.variant === 'tile' ? 72 : 48),
  load: () => import('./menu-entry'),
});
