import type { VendorInfo } from '../../schemas/games.schema';
import { defineRuntime } from '../define-widget';
import type { vendorGridSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof vendorGridSchema, VendorInfo[]>({
  name: 'VendorGrid',
  sources: ['vendors.byType'],
  sourceRequired: true,
  // Title, one row of three 2:1 tiles with two text lines, and the paging row.
  estimateHeight: (_p, w) => 36 + (w - 24 - 16) / 3 / 2 + 38 + 40,
  load: () => import('./vendor-grid'),
});
