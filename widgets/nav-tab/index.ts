import { defineWidget } from '../define-widget';
import { navTabSchema } from './schema';

export default defineWidget<typeof navTabSchema, undefined>({
  name: 'NavTab',
  title: 'Footer tab',
  description: 'One tab of the footer bar: an icon and a label that navigates, resets home, or opens the side menu.',
  category: 'navigation',
  schema: navTabSchema,
  defaultProps: { label: 'routes.home', icon: 'home', action: 'navigate', to: '/m/home' },
  sources: [],
  sourceRequired: false,
  estimateHeight: () => 64,
  load: () => import('./nav-tab'),
});
