/**
 * The widgets, each declared once: its name, its folder under widgets/ (with index.ts, runtime.ts
 * and the component `<folder>.tsx`), the requests it makes by itself beyond its source (e.g. its
 * first image, counted against the console's above-the-fold budget), and whether its code comes with
 * the player's boot chunk. In the console's palette order. `npm run gen` (schemas/emit-widgets.ts)
 * writes widgets/registry.ts and widgets/runtime-registry.ts from this list; the build reads it for
 * the widget weights and the boot chunk (vite.config.ts). Adding a widget: its folder and one entry here.
 */

/** One step of a widget's props: lifts props stored at version `from` to `from + 1` (pure; may throw on props it cannot lift). */
interface PropsMigration {
  from: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
}

/** A migration step that drops props the widget no longer takes. */
const withoutProps =
  (...names: string[]): PropsMigration['up'] =>
  (props) =>
    Object.fromEntries(Object.entries(props).filter(([k]) => !names.includes(k)));

export interface WidgetDeclaration {
  name: string;
  folder: string;
  /** Requests the widget makes by itself beyond its source. Default 0. */
  requests?: number;
  /**
   * Its code comes with the boot chunk rather than as a chunk of its own: the shell's game menu
   * tabs and footer tabs (on every page) and the blocks a home usually opens with (banner carousel,
   * notice strip, game rows with their tiles, winner board). As small chunks they cost ~8 KB gzip
   * (each compressed alone) and a request each before home's first screen; in the boot, ~5 KB and
   * none. A layout that opens with other widgets loads theirs as their own chunks (the server
   * preloads them), and these still load lazily in tests and Storybook.
   */
  boot?: boolean;
  /**
   * The version of its props (absent: 1) and the ordered migrations lifting a stored block's props
   * to it, one per version (platform/migrations.ts runs them when a layout is read, checked or
   * published). A block records the version its props are at in `propsVersion` (absent: 1). Any
   * change that would make a stored block's props invalid or mean something else bumps the version
   * and adds its migration, with a test.
   */
  props?: { version: number; migrations: readonly PropsMigration[] };
}

export const WIDGETS: readonly WidgetDeclaration[] = [
  { name: 'BannerCarousel', folder: 'banner-carousel', requests: 1, boot: true },
  { name: 'NoticeMarquee', folder: 'notice-marquee', boot: true },
  { name: 'WinnerBoard', folder: 'winner-board', boot: true },
  { name: 'GameRow', folder: 'game-row', boot: true },
  { name: 'GameGrid', folder: 'game-grid' },
  { name: 'VendorGrid', folder: 'vendor-grid' },
  { name: 'PromoStrip', folder: 'promo-strip' },
  { name: 'SiteFooter', folder: 'site-footer' },
  // 2: the age badge shows the registration settings' minimum age, so the notice's own `minAge` goes.
  { name: 'RgNotice', folder: 'rg-notice', props: { version: 2, migrations: [{ from: 1, up: withoutProps('minAge') }] } },
  { name: 'NavTab', folder: 'nav-tab', boot: true },
  { name: 'MenuPill', folder: 'menu-pill', boot: true },
  { name: 'MenuEntry', folder: 'menu-entry' },
  { name: 'MenuHeading', folder: 'menu-heading' },
  { name: 'TypeScroller', folder: 'type-scroller' },
  { name: 'HomePopups', folder: 'home-popups' },
  { name: 'ImageList', folder: 'image-list', requests: 1 },
  { name: 'PromotionList', folder: 'promotion-list', requests: 1 },
  { name: 'InfoNote', folder: 'info-note' },
];

/** The component module of a widget (what its runtime part loads), from the repository's root. */
export const widgetComponentModule = (w: WidgetDeclaration): string => `widgets/${w.folder}/${w.folder}.tsx`;

/** The widgets whose code comes with the boot chunk (vite.config.ts), as source modules. */
export const BOOT_WIDGET_MODULES: readonly string[] = WIDGETS.filter((w) => w.boot).map(widgetComponentModule);
