import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { imageListSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Image list',
  description: 'Full-width images of one announcement group, one under another (the §2 event page); each follows its link, a failed image hides.',
  category: 'content',
  schema: imageListSchema,
});
