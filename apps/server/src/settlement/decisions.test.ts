// Settlement rules against hand-computed cases (issue 5, "Tests"). Amounts in micro-units:
// 1 USDT = 1 000 000.
import type { BetKind } from '@bet/domain/bet-slip';
import { BET_STATUS } from '@bet/domain/statuses';
import { describe, expect, it } from 'vitest';
import type { SportsDetail } from '../betting/details.ts';
import { toMinor } from '../ledger/units.ts';
import {
  cancelled,
  decideCricket,
  decideLottery,
  decideRacing,
  decideSports,
  type FinalMatch,
  type SettleableBet,
} from './decisions.ts';
import { drawCalendarDate } from '@bet/domain/mark-six';

const M = 1_000_000n;

function bet(detail: unknown, overrides: Partial<SettleableBet> = {}): SettleableBet {
  const stake = overrides.stake ?? 10n * M;
  return {
    id: 1n,
    bet_no: 'B1-1',
    member_id: 7n,
    game: 'soccer',
    currency: 'USDT',
    rate: '1',
    stake,
    multiple: 1,
    total: stake,
    debit: stake,
    detail,
    ...overrides,
  };
}

const single = (odds: string, match = '1', kind: BetKind = 'wl', name = 'w'): SportsDetail => ({
  type: 'single',
  legs: [{ match_id: match, kind, name, odds, handicap_val: null }],
  strings: [1],
  amount: '10',
  multiple: 1,
});

const finished = (home: number, away: number): FinalMatch => ({
  state: 'finished',
  home,
  away,
  halfHome: 0,
  halfAway: 0,
  toss: null,
});

describe('mark six', () => {
  it('settles the zodiac with the table of the draw’s own date (lunar new year 2026-02-17)', () => {
    const snake = bet({ type: 'specialCodeAnimal', animal: 'snake', stake: '10', odds: '9.5' });
    const draw = { numbers: [2, 3, 4, 5, 6, 7], special: 13 };
    // 21:30 in Hong Kong on the eve: still the snake year, where ball 13 is a snake.
    expect(
      decideLottery(snake, { ...draw, drawAt: new Date('2026-02-16T13:30:00Z') }),
    ).toMatchObject({ status: BET_STATUS.settled, payout: 95n * M, credit: 95n * M });
    // New year's day: the horse year, ball 13 is a horse.
    expect(
      decideLottery(snake, { ...draw, drawAt: new Date('2026-02-17T13:30:00Z') }),
    ).toMatchObject({ payout: 0n, credit: 0n });
    // 17:00 UTC on the 16th is already the 17th in Hong Kong.
    expect(drawCalendarDate(new Date('2026-02-16T17:00:00Z')).toISOString()).toBe(
      '2026-02-17T00:00:00.000Z',
    );
  });

  it('refunds side bets on ball 49', () => {
    const big = bet({ type: 'specialCodeSide', side: 'big', stake: '10', odds: '1.88' });
    const decision = decideLottery(big, {
      numbers: [1, 2, 3, 4, 5, 6],
      special: 49,
      drawAt: new Date('2026-03-01T13:30:00Z'),
    });
    expect(decision).toMatchObject({
      payout: 10n * M,
      credit: 10n * M,
      outcome: { outcome: 'refund' },
    });
  });

  it('deducts 15% from a combination group holding the year’s animal', () => {
    // Horse year: horse balls 1, 13, 25, 37, 49; rat balls 7, 19, 31, 43.
    const combo = bet({
      type: 'specialCodeCombinationZodiacs',
      animals: ['horse', 'rat'],
      level: 2,
      stake: '10',
      odds: '5',
    });
    const decision = decideLottery(combo, {
      numbers: [1, 7, 2, 3, 4, 5],
      special: 6,
      drawAt: new Date('2026-03-01T13:30:00Z'),
    });
    expect(decision.payout).toBe(toMinor('42.5')); // 10 x 5 x 0.85
  });
});

describe('racing', () => {
  const cars = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6];
  const drawAt = new Date('2026-03-01T10:03:00Z');

  it('pays the champion + runner-up sum sides and dragon/tiger', () => {
    const small = bet(
      { type: 'sumSide', side: 'small', stake: '10', odds: '1.69' },
      { game: 'pk10' },
    );
    expect(decideRacing(small, { numbers: cars, special: null, drawAt }).payout).toBe(
      toMinor('16.9'),
    );
    const dragon = bet(
      { type: 'dragonTiger', position: 1, pick: 'dragon', stake: '10', odds: '1.88' },
      { game: 'pk10' },
    );
    // Position 1 is car 3, position 10 car 6: the tiger.
    expect(decideRacing(dragon, { numbers: cars, special: null, drawAt }).payout).toBe(0n);
  });
});

describe('sports', () => {
  it('pays a won single stake x odds and nothing for a lost one', () => {
    const matches = new Map([['1', finished(2, 1)]]);
    expect(decideSports(bet(single('2.04')), matches)).toMatchObject({
      status: BET_STATUS.settled,
      payout: toMinor('20.4'),
      credit: toMinor('20.4'),
    });
    expect(decideSports(bet(single('2.04', '1', 'wl', 'l')), matches)).toMatchObject({
      payout: 0n,
      credit: 0n,
    });
  });

  it('waits while a match has no result, voids a long postponement, cancels a cancelled match', () => {
    expect(decideSports(bet(single('2.04')), new Map())).toBeUndefined();
    const postponed: FinalMatch = { ...finished(0, 0), state: 'postponed', home: null, away: null };
    expect(decideSports(bet(single('2.04')), new Map([['1', postponed]]))).toMatchObject({
      status: BET_STATUS.settled,
      payout: 10n * M,
      credit: 10n * M,
    });
    const gone: FinalMatch = { ...postponed, state: 'cancelled' };
    expect(decideSports(bet(single('2.04')), new Map([['1', gone]]))).toEqual(
      cancelled(bet(single('2.04')), 'match cancelled'),
    );
  });

  it('settles a parlay from its legs: a void leg counts as odds 1', () => {
    const detail: SportsDetail = {
      type: 'parlay',
      legs: [
        { match_id: '1', kind: 'wl', name: 'w', odds: '2', handicap_val: null },
        { match_id: '2', kind: 'wl', name: 'w', odds: '3', handicap_val: null },
        { match_id: '3', kind: 'wl', name: 'w', odds: '1.5', handicap_val: null },
      ],
      strings: [2, 3],
      amount: '2',
      multiple: 1,
    };
    const matches = new Map<string, FinalMatch>([
      ['1', finished(1, 0)],
      ['2', { ...finished(0, 0), state: 'postponed' }],
      ['3', finished(0, 1)],
    ]);
    // e2(2, 1, 0) = 2, e3 = 0: 2 x 2 = 4.
    const parlay = bet(detail, { stake: 2n * M, total: 8n * M, debit: 8n * M });
    expect(decideSports(parlay, matches)?.payout).toBe(4n * M);
  });

  it('caps a pass type’s prize and taxes a prize over 20 000 in full', () => {
    const detail: SportsDetail = {
      type: 'parlay',
      legs: [
        { match_id: '1', kind: 'correct_score', name: '1:0', odds: '100', handicap_val: null },
        { match_id: '2', kind: 'correct_score', name: '1:0', odds: '100', handicap_val: null },
      ],
      strings: [2],
      amount: '10',
      multiple: 1,
    };
    const wins = new Map([
      ['1', finished(1, 0)],
      ['2', finished(1, 0)],
    ]);
    // 10 x 100 x 100 = 100 000, capped at 10 200 for 2 strings, under the tax threshold.
    expect(decideSports(bet(detail), wins)).toMatchObject({ payout: 10_200n * M, tax: 0n });
    // A single of 1 000 at 30: 30 000, over 20 000: 20% of it is tax.
    const big = bet(single('30'), { stake: 1000n * M, total: 1000n * M, debit: 1000n * M });
    expect(decideSports(big, new Map([['1', finished(2, 0)]]))).toMatchObject({
      payout: 24_000n * M,
      tax: 6000n * M,
      credit: 24_000n * M,
    });
  });

  it('scales bd payouts by 0.65 and converts a BRL payout to USDT, rounding down', () => {
    const bd = bet(single('2'), { game: 'bd' });
    expect(decideSports(bd, new Map([['1', finished(1, 0)]]))?.payout).toBe(13n * M);
    // 55 BRL at 5.5 per USDT cost 10 USDT; at odds 2 it pays 110 BRL = 20 USDT.
    const brl = bet(single('2'), {
      currency: 'BRL',
      rate: '5.5',
      stake: 55n * M,
      total: 55n * M,
      debit: 10n * M,
    });
    expect(decideSports(brl, new Map([['1', finished(1, 0)]]))).toMatchObject({
      payout: 110n * M,
      credit: 20n * M,
    });
  });
});

describe('cricket', () => {
  it('voids the winner market on a tie (the stake back) and pays a won toss', () => {
    const detail = {
      matchId: '1',
      id: '1-winner-a',
      market: 'winner',
      option: 'a',
      odd: '1.9',
      categoryLabel: 'Match Winner',
      slipLabel: 'India',
      amount: '10',
    };
    const tie: FinalMatch = { ...finished(250, 250), toss: 'a' };
    expect(decideCricket(bet(detail, { game: 'cricket' }), tie)).toMatchObject({
      payout: 10n * M,
      credit: 10n * M,
    });
    const toss = { ...detail, id: '1-toss-a', market: 'toss' };
    expect(decideCricket(bet(toss, { game: 'cricket' }), tie).payout).toBe(19n * M);
  });
});
