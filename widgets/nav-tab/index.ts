import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { navTabSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Footer tab',
  description: 'One tab of the footer bar: an icon and a label that navigates, resets home, or opens the side menu.',
  category: 'navigation',
  schema: navTabSchema,
});
