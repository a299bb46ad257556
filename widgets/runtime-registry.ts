// Written by `npm run gen` (schemas/emit-widgets.ts) from platform/widgets.ts: edit that list, not this file.
/**
 * The widgets' runtime parts (each folder's runtime.ts): what the player's renderer and the
 * layout check need to draw a block: its loader, sources and place (default props: ./widget-defaults.ts). The palette
 * entries and props' schemas stay out of the player's first load (widgets/registry.ts has them).
 */
import bannerCarousel from './banner-carousel/runtime';
import gameGrid from './game-grid/runtime';
import gameRow from './game-row/runtime';
import homePopups from './home-popups/runtime';
import imageList from './image-list/runtime';
import infoNote from './info-note/runtime';
import menuEntry from './menu-entry/runtime';
import menuHeading from './menu-heading/runtime';
import menuPill from './menu-pill/runtime';
import navTab from './nav-tab/runtime';
import noticeMarquee from './notice-marquee/runtime';
import promoStrip from './promo-strip/runtime';
import promotionList from './promotion-list/runtime';
import rgNotice from './rg-notice/runtime';
import siteFooter from './site-footer/runtime';
import typeScroller from './type-scroller/runtime';
import vendorGrid from './vendor-grid/runtime';
import winnerBoard from './winner-board/runtime';
import type { WidgetRuntime } from './define-widget';

export type WidgetName =
  | 'BannerCarousel'
  | 'NoticeMarquee'
  | 'WinnerBoard'
  | 'GameRow'
  | 'GameGrid'
  | 'VendorGrid'
  | 'PromoStrip'
  | 'SiteFooter'
  | 'RgNotice'
  | 'NavTab'
  | 'MenuPill'
  | 'MenuEntry'
  | 'MenuHeading'
  | 'TypeScroller'
  | 'HomePopups'
  | 'ImageList'
  | 'PromotionList'
  | 'InfoNote';

// Each entry is checked as a WidgetRuntime on its own (its component and estimate take its own props).
export const widgetRuntimes: { readonly [N in WidgetName]: WidgetRuntime } = {
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
};

const isWidgetName = (name: string): name is WidgetName => Object.hasOwn(widgetRuntimes, name);

/** The runtime part of a widget by name; undefined for an unknown name. */
export function getWidgetRuntime(name: string): WidgetRuntime | undefined {
  return isWidgetName(name) ? widgetRuntimes[name] : undefined;
}
