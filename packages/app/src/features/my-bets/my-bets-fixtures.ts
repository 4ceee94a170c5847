// Bets as sports.mybets answers them, for the my-bets tests and stories.
import type { MyBet } from './my-bets-queries';

type Leg = MyBet['combinations'][number]['legs'][number];

export function leg(n: number, scored = false): Leg {
  return {
    match_id: 100 + n,
    kind: 'wl',
    name: 'w',
    odds: '2.10',
    league_name: 'Premier League',
    home_name: `Home ${n}`,
    away_name: `Away ${n}`,
    home_score: scored ? 2 : null,
    away_score: scored ? 1 : null,
  };
}

export function bet(id: string, overrides: Partial<MyBet> = {}): MyBet {
  return {
    bet_id: id,
    status: 1,
    multiple: 1,
    bets: 1,
    total_price: '20.00',
    total_currency: 'USDT',
    bonus: '0',
    bonus_currency: 'USDT',
    extra_bonus: '0',
    extra_bonus_currency: 'USDT',
    currency: 'USDT',
    create_at: '2026-11-20T10:00:00Z',
    combinations: [{ result: { bonus: '0', extra_bonus: '0' }, legs: [leg(1)] }],
    ...overrides,
  };
}

const settledLegs = [leg(1, true)];

export const PENDING_BET = bet('B1001');
export const WON_BET = bet('B1002', {
  status: 16,
  bonus: '42.00',
  combinations: [{ result: { bonus: '42.00', extra_bonus: '0' }, legs: settledLegs }],
});
export const LOST_BET = bet('B1003', {
  status: 16,
  combinations: [{ result: { bonus: '0', extra_bonus: '0' }, legs: settledLegs }],
});
export const CANCELED_BET = bet('B1004', { status: 32, bonus: '20.00' });

/** A 3-leg parlay with 2 String 1: three tickets, one of them won. */
export const PARLAY_BET = bet('B1005', {
  status: 16,
  bets: 3,
  total_price: '30.00',
  bonus: '44.10',
  extra_bonus: '1.00',
  combinations: [
    { result: { bonus: '44.10', extra_bonus: '1.00' }, legs: [leg(1, true), leg(2, true)] },
    { result: { bonus: '0', extra_bonus: '0' }, legs: [leg(1, true), leg(3, true)] },
    { result: { bonus: '0', extra_bonus: '0' }, legs: [leg(2, true), leg(3, true)] },
  ],
});
