import type { VendorInfo } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { vendorGridSchema } from './schema';

export default defineWidget<typeof vendorGridSchema, VendorInfo[]>({
  name: 'VendorGrid',
  title: 'Vendor grid',
  description: 'Tiles of game providers of one type, paged 9 at a time.',
  category: 'games',
  schema: vendorGridSchema,
  defaultProps: { title: 'games.types.RNG', moreTo: '/m/slot-games' },
  sources: ['vendors.byType'],
  sourceRequired: true,
  // Title, one row of three 2:1 tiles with two text lines, and the paging row.
  estimateHeight: (_p, w) => 36 + (w - 24 - 16) / 3 / 2 + 38 + 40,
  load: () => import('./vendor-grid'),
});
