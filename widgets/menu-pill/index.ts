import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { menuPillSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Game menu tab',
  description: 'One category of the horizontal game menu bar; highlighted on its route.',
  category: 'navigation',
  schema: menuPillSchema,
});
