import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { vendorGridSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Vendor grid',
  description: 'Tiles of game providers of one type, paged 9 at a time.',
  category: 'games',
  schema: vendorGridSchema,
});
