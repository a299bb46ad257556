import type { FooterData } from '../../schemas/content.schema';
import { defineRuntime } from '../define-widget';
import type { siteFooterSchema } from './schema';

/** What the player's renderer needs of the widget (its palette entry and schema are in ./index.ts). */
export default defineRuntime<typeof siteFooterSchema, FooterData>({
  name: 'SiteFooter',
  sources: ['site.footer'],
  sourceRequired: true,
  maxPerLayout: 1,
  estimateHeight: () => 320,
  load: () => import('./site-footer'),
});
