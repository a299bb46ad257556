/**
 * Product constants from the spec, named once. Each cites its section of
 * shared/spec/product-spec.md. Import from here; never repeat a number inline.
 */

// §9 page sizes
export const PAGE_SIZE_GAME_LIST = 36;
/** Tiles of a category route's first row whose images the page preloads (server/lib/player-page.ts): its largest paint is one of them. */
export const PRELOAD_TILE_IMAGES = 3;
/** A category's vendor cards per row (src/app/screens/vendor-view.tsx): the first row's images load first, and the page preloads them. */
export const VENDOR_CARDS_PER_ROW = 2;
export const PAGE_SIZE_HOME_ROW = 16;
export const PAGE_SIZE_VENDORS = 9;
export const PAGE_SIZE_SEARCH = 9;
export const PAGE_SIZE_HOT_LIST = 24;
export const PAGE_SIZE_FAVOURITES = 200;
export const PAGE_SIZE_FAVOURITES_HOME = 100;

// §7/§9 winner board
export const WINNER_LIMIT = 30;
/** §2: the top winners shown apart from the strip. */
export const WINNER_TOP_COUNT = 3;
/** §2: the scrolling strip loops only with more than this many winners. */
export const WINNER_LOOP_THRESHOLD = 5;

/** §9: the home promotion preview shows this many promotions. */
export const PROMO_PREVIEW_COUNT = 3;

// §2/§9 banner carousel
export const BANNER_AUTOPLAY_MS = 5000;
/** §7 the banner group (type B announcements) the register page shows. */
export const REGISTER_BANNER_GROUP = 'm_register';

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

// §5/§9 reward application (shared by the form and POST /api/promotions/:id/apply)
export const REWARD_REMARKS_MAX = 140;
export const REWARD_PICTURE_MAX_BYTES = 5_242_880;
export const REWARD_PICTURES_MAX = 3;
/** §5: jpeg, jpg and png; the server decides by content, the form by type and name. */
export const REWARD_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const REWARD_PICTURE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** A member's pictures over any 24 hours: enough for every honest application, a bound on storage for a scripted one. */
export const UPLOAD_QUOTA_FILES_PER_DAY = 30;
/** …and their stored (re-encoded) bytes over the same 24 hours. */
export const UPLOAD_QUOTA_BYTES_PER_DAY = 50 * 1_048_576;
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** §4: the submit loading shows for at most this long. */
export const REWARD_LOADING_MS = 10_000;
/** Pictures above this size (or larger than the edge below) are re-encoded as JPEG in the browser before upload. */
export const REWARD_COMPRESS_ABOVE_BYTES = 1_048_576;
export const REWARD_COMPRESS_MAX_EDGE_PX = 1920;
/** Applications one member may make to one promotion unless its operator says otherwise (rejected ones do not count). */
export const PROMOTION_APPLY_LIMIT_DEFAULT = 1;
/** The most an operator may allow; a bound so that the count stays a number a person means. */
export const PROMOTION_APPLY_LIMIT_MAX = 1000;
/**
 * §3 coming: a promotion is listed as "Coming soon" (no applications) from this many days before its
 * start date. A bound, so an operator can still prepare one well ahead without players seeing it.
 */
export const PROMOTION_COMING_SHOWN_DAYS = 7;
/** §3 closed: a promotion stays listed as closed for this many days after its end date, then drops out. */
export const PROMOTION_ENDED_SHOWN_DAYS = 7;

// §4 system status
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

// §3/§6 session types and roles
export const TRIAL_TYPE = 4;
/** §6: a session type not in this list is an agent. */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
/** §6: contract prompts (daily salary, dividend, hourly salary) are for session types not in this list. */
export const CONTRACT_EXEMPT_TYPES = [4, 40, 41, 42] as const;

// §4/§9 member area
/** §4/§9: after a password change, "changes saved" shows this long before going home. */
export const PASSWORD_CHANGED_REDIRECT_MS = 1000;
/** Betting records and inbox messages per page. */
export const GAME_RECORD_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE = 20;
/** The periods the betting record offers, in days back from now. */
export const GAME_RECORD_PERIODS = [1, 7, 30] as const;
/**
 * §5/§9 say a mobile of up to 20 digits, but the server sends codes only to 7–15 digits (E.164's
 * longest national number): the fields take what can get a code.
 */
/** §5 feedback: its length bounds (the server's, and the form's). */
export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 1000;
export const MOBILE_MIN_LENGTH = 7;
export const MOBILE_MAX_LENGTH = 15;
/** §5/§9: an SMS code has at most 10 digits. */
export const SMS_CODE_MAX_LENGTH = 10;

/** Slow-connection notice after a request has run this long (§8 "Slow Connection"). */
export const SLOW_REQUEST_MS = 4000;
/** How long the client waits for a layout before falling back to its last good copy. */
export const LAYOUT_FETCH_TIMEOUT_MS = 4000;

// The operator console and its layout checks
/** The first blocks (a phone's first screen) load at once; later ones when they near the viewport. The budget counts these. */
export const EAGER_BLOCKS = 4;
/**
 * What each shipped layout's first screen (layouts/<screen>.json as seeded) really costs in the
 * build: gzip bytes of JS (the base bundle plus its first-screen widgets' chunks) and requests
 * above the fold, as the console's budget measures them. `npm run layout:costs` measures them
 * again after a build and prints this table; the console journey console-budget.spec.ts fails
 * when a shipped layout no longer fits the budget these give.
 */
export const LAYOUT_SHIPPED_COSTS = {
  home: { jsBytes: 130_441, requests: 5 },
  'side-menu': { jsBytes: 133_282, requests: 0 },
  'footer-bar': { jsBytes: 130_441, requests: 0 },
  'game-menu': { jsBytes: 130_441, requests: 0 },
  'member-sheet': { jsBytes: 133_519, requests: 0 },
  'member-menu': { jsBytes: 133_282, requests: 2 },
  'member-home': { jsBytes: 133_282, requests: 0 },
  event: { jsBytes: 131_193, requests: 4 },
  promotions: { jsBytes: 133_167, requests: 4 },
  missions: { jsBytes: 133_167, requests: 2 },
} as const satisfies Record<string, { jsBytes: number; requests: number }>;
/** A screen's default budget is its shipped cost plus this: an untouched layout publishes cleanly, a heavier first screen is flagged. */
export const LAYOUT_BUDGET_MARGIN = { js: 0.05, requests: 1 } as const;
/** The default budget of a screen without a shipped layout: the bare base bundle's cost plus the margin, and up to this many requests. */
export const LAYOUT_BUDGET_FALLBACK_REQUESTS = 6;
/** Largest draft an operator can save (serialized JSON). */
export const LAYOUT_DRAFT_MAX_BYTES = 256 * 1024;
/** A console preview token lives this long. */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60_000;

/** The User Timing mark set once, when a page's first screen of blocks has its widgets and data (the bundle benchmark reads it). */
export const FIRST_SCREEN_MARK = 'parlor:first-screen';
/** The id of the JSON block of status and settings the server writes into the player's page (server/lib/player-page.ts, src/app/boot.ts). */
export const BOOT_DATA_ID = 'boot-data';
/**
 * The cookie that tells the server the language a browser speaks (set at startup and when a player
 * saves one), so the page it sends brings that language's chunk and data; the player's choice
 * itself stays in local storage (§9 key `language`).
 */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** §2: every path that is home (the game menu's HOME is active on any of them); the console previews home on the first. */
export const HOME_PATHS = ['home', '', 'index', 'index.html'] as const;

// Responsible gaming (beyond the spec: what regulators ask of operators today)
/** Deposit limits a member may set; each is optional. */
export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/** Each limit counts deposits over this rolling window ending now. */
export const DEPOSIT_LIMIT_WINDOW_MS = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000, monthly: 30 * 24 * 3_600_000 } as const;
/** A raised (or removed) limit applies only after this cooling-off delay; a lowered or new one at once. */
export const DEPOSIT_LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;
/** Largest limit one may set, in the site's currency (2 decimals). */
export const DEPOSIT_LIMIT_MAX = 100_000_000;
/** Session-time reminder intervals in minutes; 0 is off. */
export const REMINDER_INTERVALS_MIN = [0, 15, 30, 60, 120] as const;
/** A time-out ends after one of these; self-exclusion after one of the longer ones. */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;

// Responsible gaming at the table (checked on every real-money bet)
/**
 * Loss limits a member may set: net loss (bets − wins) over the same rolling windows as deposits.
 * @alias of DEPOSIT_LIMIT_PERIODS on purpose (knip's tag for a deliberate second name): the rule reads by its own name.
 */
export const LOSS_LIMIT_PERIODS = DEPOSIT_LIMIT_PERIODS;
/** Session-time limits in minutes a member may choose (none: no limit). */
export const SESSION_LIMITS_MIN = [30, 60, 120, 240, 480] as const;
/** A playing session ends after this long without a real-money bet; the next bet starts a new one. */
export const PLAY_SESSION_BREAK_MS = 30 * 60_000;
/** A settled real-money round whose win is at least this many times its bet goes on the winner board. */
export const BIG_WIN_MULTIPLE = 20;

// Social sign-in (OpenID Connect)
/** The providers, in the order the login screen shows them, with the whitelabel flag that switches each on (§4). */
export const SOCIAL_PROVIDERS = ['line', 'facebook', 'google'] as const;
export const SOCIAL_PROVIDER_FLAGS = { line: 'LINELOGIN3', facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' } as const;
/** The state, nonce and PKCE verifier of a sign-in started at a provider live this long. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
/** The one-time code the callback hands the login screen lives this long. */
export const SOCIAL_CODE_TTL_MS = 2 * 60_000;

/** The player site's content column is at most this wide (the shell's max-w-[480px]); a first guess at a block's width before it is measured. */
const CONTENT_MAX_WIDTH_PX = 480;
let viewportWidth = 0;
/**
 * The content column's width before anything is measured: the viewport's, up to
 * CONTENT_MAX_WIDTH_PX (390 where there is no window). The viewport's width is read once and again
 * only after a resize: on a phone's page (a viewport meta tag) reading innerWidth lays the page out
 * first, and renders ask for this while the page they replace is still dirty (~17 ms at every
 * opening of the side menu on the slow phone).
 */
export const guessContentWidth = (): number => {
  if (typeof window === 'undefined') return 390;
  if (!viewportWidth) {
    viewportWidth = innerWidth;
    addEventListener('resize', () => (viewportWidth = 0), { once: true });
  }
  return Math.min(viewportWidth, CONTENT_MAX_WIDTH_PX);
};
