import { defineWidget } from '../define-widget';
import runtime from './runtime';
import { promotionListSchema } from './schema';

export default defineWidget(runtime, {
  title: 'Promotion list',
  description: 'The promotions page: category tabs, cards (image, status, dates, summary, view more) and the detail pop-up that ?id= opens.',
  category: 'content',
  schema: promotionListSchema,
});
