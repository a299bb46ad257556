import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { siteFooterSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Site footer',
  description: 'Marketing text, help links, social channels and a go-to-top button.',
  category: 'navigation',
  schema: siteFooterSchema,
});
