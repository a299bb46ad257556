import type { Banner } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { imageListSchema } from './schema';

/** Gap between images (space-y-3) and the list's vertical padding, in px. */
const GAP = 12;

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof imageListSchema, Banner[]>({
  name: 'ImageList',
  sources: ['banners.group'],
  sourceRequired: true,
  // Three images is typical of a group.
  estimateHeight: (p, w) => {
    const [x, y] = p.aspect.split('/').map(Number) as [number, number];
    return 3 * (((w - 24) * y) / x) + 2 * GAP;
  },
  load: () => import('./image-list'),
});
