/**
 * Product constants from the spec, named once. Each cites its section of
 * shared/spec/product-spec.md. Import from here; never repeat a number inline.
 */

// §9 page sizes
export const PAGE_SIZE_GAME_LIST = 36;
export const PAGE_SIZE_HOME_ROW = 16;
export const PAGE_SIZE_VENDORS = 9;
export const PAGE_SIZE_SEARCH = 9;
export const PAGE_SIZE_HOT_LIST = 24;
export const PAGE_SIZE_FAVOURITES = 200;
export const PAGE_SIZE_FAVOURITES_HOME = 100;
export const ALLOWED_GAME_PAGE_SIZES = [9, 16, 20, 24, 36] as const;

// §7/§9 winner board
export const WINNER_LIMIT = 30;
/** §2: the top winners shown apart from the strip. */
export const WINNER_TOP_COUNT = 3;
/** §2: the scrolling strip loops only with more than this many winners. */
export const WINNER_LOOP_THRESHOLD = 5;

// §2/§9 banner carousel
export const BANNER_AUTOPLAY_MS = 5000;

// §9 timings
export const ROUTE_FADE_MS = 300;
export const BACK_SWIPE_PX = 100;
export const BACK_SWIPE_PX_ALT_SHELL = 60;
export const SEARCH_DEBOUNCE_MS = 500;
export const SCROLL_THROTTLE_MS = 1000;
export const LANGUAGE_CHANGE_DEBOUNCE_MS = 250;
export const REVALIDATE_DEBOUNCE_MS = 200;
export const READ_THROTTLE_MS = 150;
export const UNREAD_THROTTLE_MS = 250;
export const POPUP_TRANSITION_MS = 225;
export const SELECT_MENU_MS = 300;
export const MARQUEE_FPS = 30;
export const LONG_PRESS_MS = 370;
export const PRESS_IN_DELAY_MS = 130;
export const SCROLLER_STEP_CARDS = 3;
export const INFINITE_SCROLL_OFFSET_PX = 400;

// §9 toasts
export const TOAST_MS = { tiny: 1500, normal: 2000, short: 3000, long: 8000 } as const;

// §9 limits
export const SEARCH_MIN_CHARS = 3;
export const UNREAD_CAP = 99;
export const BALANCE_DECIMALS = 2;

// §4 system status
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

// §3/§6 session types and roles
export const TRIAL_TYPE = 4;
/** §6: a session type not in this list is an agent. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;

/** Slow-connection notice after a request has run this long (§8 "Slow Connection"). */
export const SLOW_REQUEST_MS = 4000;
/** How long the client waits for a layout before falling back to its last good copy. */
export const LAYOUT_FETCH_TIMEOUT_MS = 4000;
