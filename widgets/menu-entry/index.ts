import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { menuEntrySchema } from './schema';

export default defineWidget(runtime, {
  title: 'Menu entry',
  description:
    'One row or tile of a menu (side menu, member sheet, menu page, member home): an icon and a label that opens a route, runs an app action, or opens an operator link (bind site.resource; hidden while there is none). Optional unread badge (bind member.unread), trial refusal and flag gate.',
  category: 'navigation',
  schema: menuEntrySchema,
});
