import { defineWidget } from '../define-widget';
import { menuHeadingSchema } from './schema';

export default defineWidget<typeof menuHeadingSchema, undefined>({
  name: 'MenuHeading',
  title: 'Menu heading',
  description: 'A small title over a group of menu entries (e.g. the member sheet’s "Game categories").',
  category: 'navigation',
  schema: menuHeadingSchema,
  defaultProps: { label: 'common.more' },
  sources: [],
  sourceRequired: false,
  estimateHeight: () => 32,
  load: () => import('./menu-heading'),
});
