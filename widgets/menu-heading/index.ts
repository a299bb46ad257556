import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { menuHeadingSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Menu heading',
  description: 'A small title over a group of menu entries (e.g. the member sheet’s "Game categories").',
  category: 'navigation',
  schema: menuHeadingSchema,
});
