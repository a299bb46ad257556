import { defineWidget } from '../define-widget';
import { rgNoticeSchema } from './schema';

export default defineWidget<typeof rgNoticeSchema, undefined>({
  name: 'RgNotice',
  title: 'Responsible-gaming notice',
  description: 'Age badge and a play-responsibly line with a link to the responsible-gaming help entry. Regulators expect it on home.',
  category: 'content',
  schema: rgNoticeSchema,
  defaultProps: { minAge: 21, helpTag: 'responsible' },
  sources: [],
  sourceRequired: false,
  maxPerLayout: 1,
  estimateHeight: () => 56,
  load: () => import('./rg-notice'),
});
