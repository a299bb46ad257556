// Written by `npm run gen` (schemas/emit-widgets.ts) from platform/widgets.ts: edit that list, not this file.
/**
 * The catalogue of widgets: the operators' console, the server's publish check and Storybook read
 * this list. Explicit, no file-system discovery; components load lazily, so importing this costs
 * only schemas. The player's renderer reads their runtime parts alone (./runtime-registry.ts).
 */
import bannerCarousel from './banner-carousel';
import gameGrid from './game-grid';
import gameRow from './game-row';
import homePopups from './home-popups';
import imageList from './image-list';
import infoNote from './info-note';
import menuEntry from './menu-entry';
import menuHeading from './menu-heading';
import menuPill from './menu-pill';
import navTab from './nav-tab';
import noticeMarquee from './notice-marquee';
import promoStrip from './promo-strip';
import promotionList from './promotion-list';
import rgNotice from './rg-notice';
import siteFooter from './site-footer';
import typeScroller from './type-scroller';
import vendorGrid from './vendor-grid';
import winnerBoard from './winner-board';
import type { WidgetDefinition } from './define-widget';

/**
 * Every definition, loosely typed, for code that iterates (validators, palette, Storybook checks),
 * in the console's palette order, each with the requests platform/widgets.ts declares for it.
 * (Taken one by one as `unknown`: the union of the schema-typed definitions is too deep for TypeScript.)
 */
const catalogue = (...definitions: unknown[]) => definitions as readonly WidgetDefinition[];
export const widgetDefinitions = catalogue(
  { ...bannerCarousel, requests: 1 },
  noticeMarquee,
  winnerBoard,
  gameRow,
  gameGrid,
  vendorGrid,
  promoStrip,
  siteFooter,
  rgNotice,
  navTab,
  menuPill,
  menuEntry,
  menuHeading,
  typeScroller,
  homePopups,
  { ...imageList, requests: 1 },
  { ...promotionList, requests: 1 },
  infoNote,
);

const byName = new Map(widgetDefinitions.map((d) => [d.name, d]));

export function getWidget(name: string): WidgetDefinition | undefined {
  return byName.get(name);
}
