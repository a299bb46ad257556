/**
 * The catalogue of widgets: the operators' console, the server's publish check and Storybook read
 * this map. Explicit, no file-system discovery; components load lazily, so importing this costs
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
import type { WidgetName } from './runtime-registry';

export const widgets = {
  BannerCarousel: bannerCarousel,
  NoticeMarquee: noticeMarquee,
  WinnerBoard: winnerBoard,
  GameRow: gameRow,
  GameGrid: gameGrid,
  VendorGrid: vendorGrid,
  PromoStrip: promoStrip,
  SiteFooter: siteFooter,
  RgNotice: rgNotice,
  NavTab: navTab,
  MenuPill: menuPill,
  MenuEntry: menuEntry,
  MenuHeading: menuHeading,
  TypeScroller: typeScroller,
  HomePopups: homePopups,
  ImageList: imageList,
  PromotionList: promotionList,
  InfoNote: infoNote,
} as const satisfies Record<WidgetName, unknown>;

export type { WidgetName };

export function getWidget(name: string): WidgetDefinition | undefined {
  return Object.hasOwn(widgets, name) ? (widgets[name as WidgetName] as unknown as WidgetDefinition) : undefined;
}

/** Every definition, loosely typed, for code that iterates (validators, palette, Storybook checks). */
export const widgetDefinitions: readonly WidgetDefinition[] = Object.values(widgets) as unknown as WidgetDefinition[];
