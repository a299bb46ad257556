/**
 * The catalogue of widgets: the renderer, the operators' console, the server's
 * publish check and Storybook all read this map. Explicit, no file-system
 * discovery; components load lazily, so importing this costs only schemas.
 */
import bannerCarousel from './banner-carousel';
import gameGrid from './game-grid';
import gameRow from './game-row';
import noticeMarquee from './notice-marquee';
import promoStrip from './promo-strip';
import siteFooter from './site-footer';
import vendorGrid from './vendor-grid';
import winnerBoard from './winner-board';
import type { WidgetDefinition } from './define-widget';

export const widgets = {
  BannerCarousel: bannerCarousel,
  NoticeMarquee: noticeMarquee,
  WinnerBoard: winnerBoard,
  GameRow: gameRow,
  GameGrid: gameGrid,
  VendorGrid: vendorGrid,
  PromoStrip: promoStrip,
  SiteFooter: siteFooter,
} as const;

export type WidgetName = keyof typeof widgets;

export function getWidget(name: string): WidgetDefinition | undefined {
  return Object.hasOwn(widgets, name) ? (widgets[name as WidgetName] as unknown as WidgetDefinition) : undefined;
}

/** Every definition, loosely typed, for code that iterates (validators, palette, Storybook checks). */
export const widgetDefinitions: readonly WidgetDefinition[] = Object.values(widgets) as unknown as WidgetDefinition[];
