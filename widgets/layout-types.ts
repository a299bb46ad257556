// Written by `npm run gen` (schemas/emit-widgets.ts) from platform/widgets.ts: edit that list, not this file.
/**
 * A layout as code builds it (tests, stories, fixtures): a union over the widgets, so a block's
 * `props` are what its widget's schema declares and its `source` one its widget takes, with that
 * source's params: a wrong or missing prop, or a source the widget cannot show, is a compile error.
 * A prop or param with a schema `default` may be left out (the renderer fills it in); a widget with
 * required props needs its `props`, one that needs a source its `source`. Layouts read at run time
 * are checked by the schemas instead and typed as the declared `Layout` (schemas/layout.schema.ts),
 * whose blocks may name any widget.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Block, Layout } from '../schemas/layout.schema';
import type { SourceName, sourceParamSchemas } from '../schemas/sources.schema';
import type { bannerCarouselSchema } from './banner-carousel/schema';
import type { gameGridSchema } from './game-grid/schema';
import type { gameRowSchema } from './game-row/schema';
import type { homePopupsSchema } from './home-popups/schema';
import type { imageListSchema } from './image-list/schema';
import type { infoNoteSchema } from './info-note/schema';
import type { menuEntrySchema } from './menu-entry/schema';
import type { menuHeadingSchema } from './menu-heading/schema';
import type { menuPillSchema } from './menu-pill/schema';
import type { navTabSchema } from './nav-tab/schema';
import type { noticeMarqueeSchema } from './notice-marquee/schema';
import type { promoStripSchema } from './promo-strip/schema';
import type { promotionListSchema } from './promotion-list/schema';
import type { rgNoticeSchema } from './rg-notice/schema';
import type { siteFooterSchema } from './site-footer/schema';
import type { typeScrollerSchema } from './type-scroller/schema';
import type { vendorGridSchema } from './vendor-grid/schema';
import type { winnerBoardSchema } from './winner-board/schema';

/** Props as a layout stores them: those with a schema default are optional. */
type StoredProps<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** Each widget's props as a layout stores them, by widget name. */
export interface WidgetPropsByName {
  BannerCarousel: StoredProps<typeof bannerCarouselSchema>;
  GameGrid: StoredProps<typeof gameGridSchema>;
  GameRow: StoredProps<typeof gameRowSchema>;
  HomePopups: StoredProps<typeof homePopupsSchema>;
  ImageList: StoredProps<typeof imageListSchema>;
  InfoNote: StoredProps<typeof infoNoteSchema>;
  MenuEntry: StoredProps<typeof menuEntrySchema>;
  MenuHeading: StoredProps<typeof menuHeadingSchema>;
  MenuPill: StoredProps<typeof menuPillSchema>;
  NavTab: StoredProps<typeof navTabSchema>;
  NoticeMarquee: StoredProps<typeof noticeMarqueeSchema>;
  PromoStrip: StoredProps<typeof promoStripSchema>;
  PromotionList: StoredProps<typeof promotionListSchema>;
  RgNotice: StoredProps<typeof rgNoticeSchema>;
  SiteFooter: StoredProps<typeof siteFooterSchema>;
  TypeScroller: StoredProps<typeof typeScrollerSchema>;
  VendorGrid: StoredProps<typeof vendorGridSchema>;
  WinnerBoard: StoredProps<typeof winnerBoardSchema>;
}

/** The sources each widget can be bound to (its runtime's `sources`), by widget name; never: it takes none. */
export interface WidgetSourcesByName {
  BannerCarousel: 'banners.group';
  GameGrid: 'games.byType' | 'games.hot';
  GameRow: 'games.byType' | 'games.hot' | 'games.favourites';
  HomePopups: 'popups.home';
  ImageList: 'banners.group';
  InfoNote: never;
  MenuEntry: 'site.resource' | 'member.unread';
  MenuHeading: never;
  MenuPill: never;
  NavTab: never;
  NoticeMarquee: 'notices.marquee';
  PromoStrip: 'promotions.list';
  PromotionList: 'promotions.list';
  RgNotice: never;
  SiteFooter: 'site.footer';
  TypeScroller: 'games.byType' | 'games.hot';
  VendorGrid: 'vendors.byType';
  WinnerBoard: 'winners.top';
}

/** The widgets whose blocks must name a source (their runtime's `sourceRequired`). */
type SourceRequired = 'BannerCarousel' | 'GameGrid' | 'GameRow' | 'HomePopups' | 'ImageList' | 'NoticeMarquee' | 'PromoStrip' | 'PromotionList' | 'SiteFooter' | 'TypeScroller' | 'VendorGrid' | 'WinnerBoard';

/** A source as a block stores it: one of `N`, with that source's params (needed when its schema requires some). */
type StoredSource<N extends SourceName> = N extends SourceName
  ? { name: N } & (Partial<StoredProps<(typeof sourceParamSchemas)[N]>> extends StoredProps<(typeof sourceParamSchemas)[N]> ? { params?: StoredProps<(typeof sourceParamSchemas)[N]> } : { params: StoredProps<(typeof sourceParamSchemas)[N]> })
  : never;

/** A block's source as its widget takes it: none, one it may have, or one it must have. */
type SourcePart<W extends keyof WidgetSourcesByName> = [WidgetSourcesByName[W]] extends [never]
  ? { source?: never }
  : W extends SourceRequired
    ? { source: StoredSource<WidgetSourcesByName[W]> }
    : { source?: StoredSource<WidgetSourcesByName[W]> };

/** A block of widget `W` (any widget by default): the declared Block with its widget, props and source narrowed. */
export type TypedBlock<W extends keyof WidgetPropsByName = keyof WidgetPropsByName> = W extends keyof WidgetPropsByName
  ? Omit<Block, 'widget' | 'props' | 'source'> & { widget: W } & (Partial<WidgetPropsByName[W]> extends WidgetPropsByName[W] ? { props?: WidgetPropsByName[W] } : { props: WidgetPropsByName[W] }) & SourcePart<W>
  : never;

/** A layout whose every block is typed by its widget; it is a `Layout` as well. */
export type TypedLayout = Omit<Layout, 'blocks'> & { blocks: TypedBlock[] };
