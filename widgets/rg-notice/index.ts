import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { rgNoticeSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Responsible-gaming notice',
  description: 'Age badge (the minimum age of the registration settings) and a play-responsibly line with a link to the responsible-gaming help entry. Regulators expect it on home.',
  category: 'content',
  schema: rgNoticeSchema,
});
