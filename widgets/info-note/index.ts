import { defineWidget } from '../define-widget';
import { infoNoteSchema } from './schema';

export default defineWidget<typeof infoNoteSchema, undefined>({
  name: 'InfoNote',
  title: 'Info note',
  description: 'An icon, a short message and an optional button: e.g. what a screen shows players it hides something from (trial players on the promotions page).',
  category: 'content',
  schema: infoNoteSchema,
  defaultProps: { text: 'activity.trialNotice', icon: 'gift' },
  sources: [],
  sourceRequired: false,
  estimateHeight: (p) => (p.link ? 190 : 140),
  load: () => import('./info-note'),
});
