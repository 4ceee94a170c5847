// Business constants and limits (spec section 9). Every figure here is quoted from the spec.

/** Desktop breakpoint: my-bets is an overlay at this width or more (spec sections 2 and 9). */
export const DESKTOP_BREAKPOINT = 768;
/** The icon menu collapses below this width (spec section 9). */
export const ICON_MENU_COLLAPSE = 1200;
export const BREAKPOINTS = [576, 768, 992, 1200, 1400] as const;

/** Requests: 5 s timeout, 3 retries, no retry below status 500 (spec section 7). */
export const REQUEST_TIMEOUT_MS = 5000;
export const REQUEST_RETRIES = 3;
/** Cached data is kept 60 s, the rewards list 1 s (spec section 9). */
export const CACHE_MS = 60_000;
export const REWARDS_CACHE_MS = 1000;
/** The combination-list modal lists combinations in chunks of this size (spec section 9). */
export const COMBINATION_CHUNK_SIZE = 1000;

export const BALANCE_POLL_MS = 60_000;
export const AVAILABILITY_POLL_MS = 60_000;
export const TOAST_MS = 5000;
export const CAROUSEL_MS = 5000;
/** 401: go to /login this long after the message (spec section 8). */
export const UNAUTHORIZED_REDIRECT_MS = 5000;

/** Wallet socket: at most 5 reconnects, delay min(10000, 1000 x attempt) ms (spec section 4). */
export const WS_MAX_RECONNECTS = 5;
export const WS_RECONNECT_STEP_MS = 1000;
export const WS_RECONNECT_MAX_DELAY_MS = 10_000;

/** Reconnect delay of a 1-based attempt (spec section 4). Invalid attempts count as the first. */
export function wsReconnectDelay(attempt: number): number {
  const n = Number.isInteger(attempt) && attempt > 0 ? attempt : 1;
  return Math.min(WS_RECONNECT_MAX_DELAY_MS, WS_RECONNECT_STEP_MS * n);
}

/** Scroll counts as complete within this many px of the bottom (spec section 9). */
export const SCROLL_END_PX = 500;
export const COPY_CODE_FEEDBACK_MS = 400;
export const COPY_LINK_FEEDBACK_MS = 1000;
export const MAX_PROMO_TILES = 2;
export const MAX_DOWNLOAD_BANNERS = 1;
export const FINGERPRINT_CANVAS = { width: 200, height: 100 } as const;
export const COPYRIGHT_YEAR = 2024;

/** Money and account limits (spec sections 5 and 9). */
export const MIN_DEPOSIT = 100;
export const MIN_WITHDRAWAL_USDT = 2;
export const PASSWORD_MIN = 8;
export const PAYMENT_PASSWORD_LENGTH = 6;
export const NICKNAME_MIN = 6;
/** The real name is the withdrawal identity: set once, at most this many characters. */
export const REAL_NAME_MAX = 50;
export const MIN_AGE = 18;
/** The payment password locks after the 5th failed attempt, for 24 hours (English text). */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_HOURS = 24;
export const MAX_PARLAY_LEGS = 15;
/** The quick stake amounts of the bet slip and of the draw games' stakes panel. */
export const QUICK_AMOUNTS = ['10', '50', '100', '500'] as const;
/** A member stars at most this many matches and leagues together (issue 15, favorites). */
export const MAX_SPORT_FAVORITES = 200;

export const DEFAULT_CURRENCY = 'USDT';

/** Currency option record (spec section 3). */
export type CurrencyOption = {
  id: number;
  exchange: number;
  status: number;
  currency: string;
  flag: string;
  lotter_bet_min: number;
  sport_bet_min: number;
  img: string;
  sort: number;
};

/** The default currency record: exchange 1, sport_bet_min 0.01, lotter_bet_min 1 (spec section 3). */
export const DEFAULT_CURRENCY_OPTION: CurrencyOption = {
  id: 0,
  exchange: 1,
  status: 1,
  currency: DEFAULT_CURRENCY,
  flag: '',
  lotter_bet_min: 1,
  sport_bet_min: 0.01,
  img: '',
  sort: 0,
};

/** Translation loader: 10 parallel reads, 5 retries, 350 ms base delay doubling (spec section 9). */
export const TRANSLATION_LOADER = { concurrency: 10, retries: 5, baseDelayMs: 350 } as const;
