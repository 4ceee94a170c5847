// A priced bet order, ready for the intake: what to book, what must still be open when it is booked,
// and how to answer. Pricing (odds re-check, tickets, cost, limits) happens before, from @bet/domain.
import type { BetCategory } from '../db/schema-games.ts';

export interface PlannedBet {
  /** Stake per ticket, in the order's currency (micro-units). */
  stake: bigint;
  multiple: number;
  tickets: number;
  /** Cost in the order's currency and the USDT it takes from the wallet (micro-units). */
  total: bigint;
  debit: bigint;
  /** The validated bet, exactly what settlement will read. */
  detail: unknown;
  /** Sports and cricket: the matches of the bet. */
  matchIds: bigint[];
}

export interface BetOrder {
  memberId: bigint;
  category: BetCategory;
  game: string;
  gameId: number | null;
  currency: string;
  /** Units of `currency` per USDT at placement. */
  rate: string;
  /** Lottery and racing: the draw, which must still be open when the order is booked. */
  draw: { game: string; matchId: string } | null;
  bets: PlannedBet[];
  /** The answer once booked. */
  answer(booked: BookedOrder): unknown;
}

export interface BookedOrder {
  orderNo: string;
  betNos: string[];
  totalDebit: bigint;
  total: bigint;
  /** The wallet after the order, in USDT micro-units. */
  balanceAfter: bigint;
}

export const totalOf = (order: BetOrder): bigint =>
  order.bets.reduce((sum, bet) => sum + bet.total, 0n);

export const debitOf = (order: BetOrder): bigint =>
  order.bets.reduce((sum, bet) => sum + bet.debit, 0n);

/** Every match the order's bets depend on. */
export const matchesOf = (order: BetOrder): bigint[] => [
  ...new Set(order.bets.flatMap((bet) => bet.matchIds)),
];
