/**
 * The wallet (deposit, withdraw, transaction record, manual rebate,
 * point mall). The spec (§2, §7) names the routes and paths only; these are
 * the rules this site chose, named once and shared by the server, the screens
 * and the tests. Operator-tunable values (channels, banks, limits, rebate
 * rates) live in the `wallet.settings` setting, not here.
 */

/** Order references: a letter for the kind, the UTC date, 6 characters without look-alikes (0/O, 1/I). */
export const ORDER_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member keeps at most this many withdrawal accounts. */
export const BANK_ACCOUNTS_MAX = 3;
/** Account holder name: letters (any script), spaces, dots, apostrophes, hyphens; 2–60 characters. */
export const ACCOUNT_NAME_PATTERN = "^[\\p{L}][\\p{L} .'\\-]{1,59}$";
/** Account number: 6–20 digits (bank accounts and e-wallet mobile numbers alike). */
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{6,20}$';

/** Largest amount any single order may carry, in the site currency (a sanity bound above every channel max). */
export const WALLET_AMOUNT_MAX = 10_000_000;
/**
 * A deposit or withdrawal form sends one key per attempt in this header; a retry of the attempt
 * (a lost answer, a double tap) reuses it, and the server answers it as it answered the first.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What a key may be: 8 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** How long the server keeps a key's first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Smallest `points.perDepositUnit` an operator may save: one cent, the smallest amount the wallet keeps. */
export const POINTS_UNIT_MIN = 0.01;

/**
 * Points an approved deposit of `cents` earns at one point per `perDepositUnit`. A saved unit below
 * POINTS_UNIT_MIN (or not a number) would divide by a zero-cent unit: it counts as POINTS_UNIT_MIN instead.
 */
export function depositPoints(cents: number, perDepositUnit: number): number {
  const unitCents = Number.isFinite(perDepositUnit) ? Math.round(perDepositUnit * 100) : 0;
  return Math.floor(cents / Math.max(unitCents, Math.round(POINTS_UNIT_MIN * 100)));
}

/** Wrong withdrawal passwords allowed per member per 15 minutes before the form is locked for a while. */
export const WITHDRAW_PASSWORD_ATTEMPTS = 5;
export const WITHDRAW_PASSWORD_WINDOW_MS = 15 * 60_000;

/** Transaction record: the movement types, the periods (days back) and the page size. */
/** 'game': a bet, win or rolled-back bet of a round, as a vendor's seamless wallet calls moved it. */
export const LEDGER_TYPES = ['deposit', 'withdraw', 'refund', 'rebate', 'mall', 'adjustment', 'game'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];
export const LEDGER_STATUSES = ['pending', 'completed', 'rejected'] as const;
export const TRANSACTION_PERIODS = [1, 7, 30] as const;
export const TRANSACTION_PAGE_SIZE = 20;

/** Manual rebate: the bets of at most this many days back count toward the first claim. */
export const REBATE_LOOKBACK_DAYS = 30;
/** Redemption and rebate history lengths shown. */
export const HISTORY_LIMIT = 20;

/** An amount in the site's currency as whole cents, or null when it is not a positive amount with at most 2 decimals. */
export function amountToCents(amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}

/** Cents as the API's 2-decimal number. */
export const centsToAmount = (cents: number | string | bigint) => Number((Number(cents) / 100).toFixed(2));

/** A bank account number shown to the member and in lists: only its last 4 digits. */
export const maskAccount = (n: string) => (n.length <= 4 ? n : `•••• ${n.slice(-4)}`);

/**
 * Why an amount may not be taken, as an errorCode (null when it may): the
 * form and the server apply the same rule.
 */
export function amountProblem(amount: number, min: number, max: number): 'wallet.amount.invalid' | 'wallet.amount.belowMin' | 'wallet.amount.aboveMax' | null {
  const cents = amountToCents(amount);
  if (cents === null) return 'wallet.amount.invalid';
  if (cents < Math.round(min * 100)) return 'wallet.amount.belowMin';
  if (cents > Math.round(max * 100)) return 'wallet.amount.aboveMax';
  return null;
}

/** The rebate of a valid bet total at a rate in percent, rounded down to the cent. */
export const rebateCents = (validBetCents: number, ratePercent: number) => Math.floor((validBetCents * Math.round(ratePercent * 1000)) / 100_000);
