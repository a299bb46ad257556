import type { Banner } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { imageListSchema } from './schema';

/** Gap between images (space-y-3) and the list's vertical padding, in px. */
const GAP = 12;

export default defineWidget<typeof imageListSchema, Banner[]>({
  name: 'ImageList',
  title: 'Image list',
  description: 'Full-width images of one announcement group, one under another (the §2 event page); each follows its link, a failed image hides.',
  category: 'content',
  schema: imageListSchema,
  defaultProps: { aspect: '5/2', label: 'routes.event', emptyText: 'event.empty' },
  sources: ['banners.group'],
  sourceRequired: true,
  // The first image; the rest load lazily as they near the viewport.
  requests: 1,
  // Three images is typical of a group.
  estimateHeight: (p, w) => {
    const [x, y] = p.aspect.split('/').map(Number) as [number, number];
    return 3 * (((w - 24) * y) / x) + 2 * GAP;
  },
  load: () => import('./image-list'),
});
