import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { infoNoteSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Info note',
  description: 'An icon, a short message and an optional button: e.g. what a screen shows players it hides something from (trial players on the promotions page).',
  category: 'content',
  schema: infoNoteSchema,
});
