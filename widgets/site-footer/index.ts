import type { FooterData } from '../../schemas/content.schema';
import { defineWidget } from '../define-widget';
import { siteFooterSchema } from './schema';

export default defineWidget<typeof siteFooterSchema, FooterData>({
  name: 'SiteFooter',
  title: 'Site footer',
  description: 'Marketing text, help links, social channels and a go-to-top button.',
  category: 'navigation',
  schema: siteFooterSchema,
  defaultProps: { text: 'footer.marketing', showAgeNotice: true },
  sources: ['site.footer'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: () => 320,
  load: () => import('./site-footer'),
});
