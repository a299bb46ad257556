/**
 * A widget is a presentational component with a JSON Schema for its props.
 * It never fetches and never reads global stores: the runtime resolves its
 * data source and hands it `props`, `data` and an `onAction` callback. The
 * definition object is what the renderer, the console and Storybook read.
 */
import type { ReactNode } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { SourceName } from '../schemas/sources.schema';
import type { Role } from '../schemas/layout.schema';
import { WIDGET_DEFAULTS } from './widget-defaults';

/**
 * Menu actions the app owns (src/app registers their handlers with the runtime at start):
 * §4 sign out with its confirmation, free play, the invite sheet, the language list, the
 * community and download pop-ups.
 */
export const MENU_ACTIONS = ['logout', 'freePlay', 'invite', 'language', 'community', 'download'] as const;
export type MenuActionName = (typeof MENU_ACTIONS)[number];

/**
 * A menu entry was chosen: exactly one of `action`, `to` or `url` says what to do. Before doing
 * it, the runtime applies §6/§8: `realOnly` refuses trial players with "Please log in to a real
 * account to use this function"; `gate` shows its message while its whitelabel flag is off.
 */
export interface MenuTap {
  action?: MenuActionName;
  /** A route under /m. */
  to?: string;
  /** An operator's link (§3 resources), opened in a new window. */
  url?: string;
  realOnly?: boolean;
  gate?: { flag: string; message: string };
}

/** What a widget can ask the runtime to do; the runtime applies the §6 rules (guests → login…). */
export type WidgetAction =
  /** `replace` swaps the current history entry (closing a detail pop-up must not leave it behind Back). */
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'openUrl'; url: string }
  | { type: 'launchGame'; nodeId: string; gameType: string }
  | { type: 'toggleFavourite'; nodeId: string; gameType: string }
  /** A paged list wants its next page (the screen that owns the paging answers it). */
  | { type: 'loadMore' }
  /** §2 home reset: home with the category back to HOT, vendor cleared, scrolled to top. */
  | { type: 'goHome' }
  /** Opens the left side menu. */
  | { type: 'openMenu' }
  /** §2 long press on a game category (`to`, its route): the category's providers to pick one from. */
  | { type: 'pickVendor'; to: string }
  /** A menu entry was chosen (see MenuTap). */
  | ({ type: 'menu' } & MenuTap);

/** Facts about the viewer a widget may use to format, never to fetch. */
export interface WidgetContext {
  currencySymbol: string;
  /** Spec language code (EN, TY, AR…). */
  language: string;
  role: Role;
  /** Favourite nodeIds of the member, for stars. */
  favourites: ReadonlySet<string>;
  /** Milliseconds since epoch, so time-based widgets stay pure and testable. */
  now: number;
  /** The current route path under /m (e.g. /home), for navigation widgets' active state. */
  path: string;
  /** §5 the minimum age the site's registration settings ask for (the age badges show it). */
  minimumAge: number;
  /** §9 the image CDN this page fetches the site's images from ('' or absent: this site). */
  imageCdn?: string;
  /** The current route's query string (e.g. `?id=5`), for widgets whose detail opens from the address. */
  search?: string;
}

export interface WidgetProps<P, D> {
  props: P;
  /** The bound source's data; undefined while it loads or when the block has no source. */
  data: D | undefined;
  loading: boolean;
  onAction: (action: WidgetAction) => void;
  ctx: WidgetContext;
}

type WidgetCategory = 'content' | 'games' | 'navigation' | 'member';

/**
 * A block's props over its widget's defaults, which its schema declares (`default`; `npm run gen`
 * copies them to widgets/widget-defaults.ts): the one way the player, the layout check, the console
 * and the stories fill in a prop a layout leaves out.
 */
export function withDefaultProps(widget: string, props: object | undefined): Record<string, unknown> {
  return { ...(Object.hasOwn(WIDGET_DEFAULTS, widget) ? WIDGET_DEFAULTS[widget] : undefined), ...props };
}

/**
 * What the player's renderer needs of a widget (`runtime.ts` in its folder): how to load it, the
 * sources it takes, the place it holds (its default props are in its schema: withDefaultProps).
 * The player's first load carries these and nothing more (widgets/runtime-registry.ts).
 */
export interface WidgetRuntime<P = unknown, D = unknown> {
  name: string;
  /** Sources this widget can be bound to; the first is the default. Empty: it takes none. */
  sources: readonly SourceName[];
  /** A block of this widget without a source is an error. */
  sourceRequired: boolean;
  /** Most blocks of this widget in one layout. */
  maxPerLayout?: number;
  /**
   * Height in px the block will most likely take at a content width, so a deferred block's
   * placeholder holds its place and nothing shifts when it arrives (CLS).
   */
  estimateHeight?(props: P, width: number): number;
  /** Lazy component: each widget is its own chunk (but those platform/widgets.ts puts in the boot). */
  load(): Promise<{ default: WidgetComponent<P, D> }>;
}

/**
 * A widget's component. Declared as a method's type, whose parameter TypeScript checks both ways
 * (as React's own event handler types do): a widget's component is checked against its own props
 * where it is written, and the renderer, which hands each widget only props checked against that
 * widget's schema, takes any widget's runtime as a WidgetRuntime (widgets/runtime-registry.ts).
 * `estimateHeight` and `load` are methods for the same reason.
 */
type WidgetComponent<P, D> = { draw(props: WidgetProps<P, D>): ReactNode }['draw'];

/**
 * What the operators' console, the server's publish check and Storybook know of a widget besides
 * (`index.ts` in its folder): its palette entry and its props' schema.
 */
export interface WidgetAbout<S extends JSONSchema = JSONSchema> {
  /** Name and one-line description in the operators' console palette (the console is in English). */
  title: string;
  description: string;
  /**
   * Requests the widget makes by itself beyond its source (e.g. its first image), counted
   * against the console's above-the-fold request budget. Default 0.
   */
  requests?: number;
  category: WidgetCategory;
  schema: S;
}

/** A widget as the console, the publish check and Storybook take any widget: its runtime part and its palette entry. */
export type WidgetDefinition = WidgetRuntime & WidgetAbout;

/** A widget's runtime part; type its schema and data: `defineRuntime<typeof fooSchema, FooData>({…})`. */
export function defineRuntime<const S extends JSONSchema, D>(runtime: WidgetRuntime<FromSchema<S>, D>): WidgetRuntime<FromSchema<S>, D> {
  return runtime;
}

/** The whole definition: the runtime part with its palette entry and schema. */
export function defineWidget<R extends { name: string }, const S extends JSONSchema>(runtime: R, about: WidgetAbout<S>): R & WidgetAbout<S> {
  return { ...runtime, ...about };
}
