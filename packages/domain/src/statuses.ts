// Status codes, roles and change-log kinds (spec sections 4, 6 and 7).

/** Bet status codes, main scheme (spec section 4). */
export const BET_STATUS = { pending: 1, settled: 16, cancelled: 32 } as const;
/** The second bet status scheme (spec section 4): pending=0, settled=2. */
export const BET_STATUS_ALT = { pending: 0, settled: 2 } as const;

export type BetStatusScheme = 'main' | 'alt';
export type BetDisplayStatus = 'PENDING' | 'CANCELED' | 'WIN' | 'LOSS';

export class UnknownStatusError extends Error {
  override readonly name = 'UnknownStatusError';
  readonly status: number;
  readonly scheme: BetStatusScheme;
  constructor(status: number, scheme: BetStatusScheme) {
    super(`Unknown bet status ${String(status)} in the ${scheme} scheme`);
    this.status = status;
    this.scheme = scheme;
  }
}

/**
 * Display status of a bet or a combination (spec section 4): pending shows PENDING, cancelled
 * CANCELED, a combination with bonus above 0 WIN, otherwise LOSS. The scheme says which code
 * table the status comes from; an unknown code throws UnknownStatusError.
 */
export function betDisplayStatus(
  status: number,
  bonus: number | string,
  scheme: BetStatusScheme = 'main',
): BetDisplayStatus {
  const table = scheme === 'main' ? BET_STATUS : BET_STATUS_ALT;
  if (status === table.pending) return 'PENDING';
  if (scheme === 'main' && status === BET_STATUS.cancelled) return 'CANCELED';
  if (status !== table.settled) throw new UnknownStatusError(status, scheme);
  return isPositive(bonus) ? 'WIN' : 'LOSS';
}

/** Bonus may arrive as a number or a decimal string; anything not a finite number counts as 0. */
function isPositive(bonus: number | string): boolean {
  const value = typeof bonus === 'number' ? bonus : Number(bonus.trim() === '' ? NaN : bonus);
  return Number.isFinite(value) && value > 0;
}

/** How a display status looks: its tone (colour) beside the label, never colour alone. */
export type BetStatusTone = 'info' | 'neutral' | 'success' | 'danger';

export const BET_STATUS_TONE: Readonly<Record<BetDisplayStatus, BetStatusTone>> = {
  PENDING: 'info',
  CANCELED: 'neutral',
  WIN: 'success',
  LOSS: 'danger',
};

/** Draw states (spec section 4): pending, closed (settled), settled, canceled. */
export const DRAW_STATES = ['pending', 'closed', 'settled', 'canceled'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

/** Betting on a draw is open only while it is pending and before its deadline (spec section 4). */
export function isDrawOpen(state: DrawState, deadline: Date, now: Date): boolean {
  return state === 'pending' && now.getTime() < deadline.getTime();
}

/** Withdrawal or approval status (spec section 4). */
export const WITHDRAW_STATUS = {
  canApprove: 0,
  processing: 1,
  failed: 2,
  successTransaction: 3,
  reject: 4,
} as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/** Transaction status (spec section 4). */
export const TRANSACTION_STATUS = {
  pending: 0,
  audited: 1,
  failed: 2,
  success: 3,
  rejected: 4,
  processing: 5,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];
export type TransactionStatusName = keyof typeof TRANSACTION_STATUS;

/** Name of a transaction status code, or undefined for a code the spec does not list. */
export function transactionStatusName(code: number): TransactionStatusName | undefined {
  return nameOf(TRANSACTION_STATUS, code);
}

export type WithdrawStatusName = keyof typeof WITHDRAW_STATUS;

export function withdrawStatusName(code: number): WithdrawStatusName | undefined {
  return nameOf(WITHDRAW_STATUS, code);
}

/** Change-log kinds with a name of their own (spec section 7, member/change_log). */
export const CHANGE_LOG_KIND = { Recharge: 34, Withdraw: 50 } as const;
export type ChangeLogKindName = keyof typeof CHANGE_LOG_KIND | `kind${number}`;

/** Kind 34 is Recharge, 50 is Withdraw; others map to a generic `kind{n}` name. */
export function changeLogKindName(kind: number): ChangeLogKindName {
  return nameOf(CHANGE_LOG_KIND, kind) ?? `kind${kind}`;
}

function nameOf<T extends Record<string, number>>(
  table: T,
  code: number,
): (keyof T & string) | undefined {
  return (Object.keys(table) as (keyof T & string)[]).find((key) => table[key] === code);
}
