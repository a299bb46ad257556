import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { homePopupsSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Home pop-ups',
  description: 'Login pop-up announcements (A after sign-in, B for visitors), then the app offer. Keep it near the top.',
  category: 'content',
  schema: homePopupsSchema,
});
