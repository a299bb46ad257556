import type { HomePopupsData } from '../../src/lib/home-popups';
import { defineWidget } from '../define-widget';
import { homePopupsSchema } from './schema';

export default defineWidget<typeof homePopupsSchema, HomePopupsData>({
  name: 'HomePopups',
  title: 'Home pop-ups',
  description: 'Login pop-up announcements (A after sign-in, B for visitors), then the app offer. Keep it near the top.',
  category: 'content',
  schema: homePopupsSchema,
  defaultProps: { showImage: true },
  sources: ['popups.home'],
  sourceRequired: true,
  maxPerLayout: 1,
  // It floats over the page: its place in the flow is empty.
  estimateHeight: () => 1,
  load: () => import('./home-popups'),
});
