import type { VendorInfo } from '../../schemas/games.schema';
import { defineWidget } from '../define-widget';
import { vendorGridSchema } from './schema';

export default defineWidget<typeof vendorGridSchema, VendorInfo[]>({
  name: 'VendorGrid',
  title: 'widgets.VendorGrid.title',
  description: 'widgets.VendorGrid.description',
  category: 'games',
  schema: vendorGridSchema,
  defaultProps: { title: 'games.types.RNG', moreTo: '/m/slot-games' },
  sources: ['vendors.byType'],
  sourceRequired: true,
  load: () => import('./vendor-grid'),
});
