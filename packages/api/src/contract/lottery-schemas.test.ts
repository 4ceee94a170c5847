import type { MarkSixBet, MarkSixSelection } from '@bet/domain/mark-six';
import type { RacingBet, RacingSelection } from '@bet/domain/racing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  lotteryBetViewSchema,
  markSixBetBodySchema,
  markSixBetSchema,
  markSixDrawSchema,
  markSixSelectionSchema,
} from './lottery-schemas';
import {
  racingBetSchema,
  racingBetViewSchema,
  racingDrawSchema,
  racingSelectionSchema,
} from './racing-schemas';

// The parsed bodies are the domain's bet types, so the server settles what it validated.
const _asDomainMarkSix = (bet: z.output<typeof markSixBetSchema>): MarkSixBet => bet;
const _asDomainRacing = (bet: z.output<typeof racingBetSchema>): RacingBet => bet;
// A bet view's selection is the domain's selection; every racing selection fits the schema too
// (the mark-six one holds readonly arrays, which a zod input type does not).
const _asMarkSixSelection = (s: z.output<typeof markSixSelectionSchema>): MarkSixSelection => s;
const _asRacingSelection = (s: z.output<typeof racingSelectionSchema>): RacingSelection => s;
const _fromRacingSelection = (s: RacingSelection): z.input<typeof racingSelectionSchema> => s;

const priced = { stake: '2', odds: '47.5' };
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('mark-six bets', () => {
  it.each([
    { type: 'specialCode', ball: 49 },
    { type: 'specialCodeSide', side: 'tailBig' },
    { type: 'specialCodeColor', pick: { color: 'green', side: 'odd' } },
    { type: 'specialCodeAnimal', animal: 'snake' },
    { type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'] },
    { type: 'specialCodeTail', tail: 0 },
    { type: 'tail', tail: 9 },
    { type: 'specialCodeCombinationZodiacs', animals: ['rat', 'ox', 'pig'], level: 3 },
    { type: 'numberCode', ball: 1 },
    { type: 'numberCodeSide', position: 6, side: 'sumOdd' },
    { type: 'numberCodeColor', position: 1, pick: { color: 'red' } },
  ])('accepts $type', (bet) => {
    expect(markSixBetSchema.safeParse({ ...priced, ...bet }).success).toBe(true);
  });

  it.each([
    { type: 'specialCode', ball: 50 },
    { type: 'specialCodeSide', side: 'huge' },
    { type: 'specialCodeColor', pick: { color: 'yellow' } },
    { type: 'specialCodeAnimal', animal: 'cat' },
    { type: 'specialCodeTail', tail: 10 },
    { type: 'numberCodeSide', position: 7, side: 'big' },
    { type: 'lotto', ball: 1 },
  ])('refuses $type with a bad selection', (bet) => {
    expect(markSixBetSchema.safeParse({ ...priced, ...bet }).success).toBe(false);
  });

  it('merged animals: 2 to 9, distinct', () => {
    const bet = (animals: string[]) =>
      markSixBetSchema.safeParse({ ...priced, type: 'specialCodeMergeAnimal', animals });
    expect(messages(bet(['rat']))).toEqual(['atLeastTwo']);
    expect(
      messages(
        bet(['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'dog']),
      ),
    ).toEqual(['mostNine']);
    expect(bet(['rat', 'rat']).success).toBe(false);
  });

  it('combination zodiacs: at least the level, at most 5 (spec section 5)', () => {
    const bet = (animals: string[], level: number) =>
      markSixBetSchema.safeParse({
        ...priced,
        type: 'specialCodeCombinationZodiacs',
        animals,
        level,
      });
    expect(messages(bet(['rat'], 2))).toEqual(['atLeastCombinationLevel2']);
    expect(messages(bet([], 1))).toEqual(['atLeastOne']);
    expect(messages(bet(['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake'], 2))).toEqual([
      'mostFive',
    ]);
    expect(bet(['rat', 'ox'], 6).success).toBe(false);
  });

  it('a bet body names a mark-six game and a draw', () => {
    const body = {
      game: 'hkmarksix',
      match_id: '2025-001',
      bets: [{ ...priced, type: 'specialCode', ball: 7 }],
    };
    expect(markSixBetBodySchema.safeParse(body).success).toBe(true);
    expect(markSixBetBodySchema.safeParse({ ...body, game: 'soccer' }).success).toBe(false);
    expect(markSixBetBodySchema.safeParse({ ...body, bets: [] }).success).toBe(false);
  });

  it('a pending draw has no numbers yet; a drawn one has six and a special code', () => {
    const draw = {
      match_id: '2025-001',
      state: 'pending',
      draw_at: '2025-03-01T21:30:00+08:00',
      deadline: '2025-03-01T21:15:00+08:00',
      numbers: null,
      special: null,
      sides: null,
      tails: null,
      next_match_id: null,
      next_deadline: null,
    };
    expect(markSixDrawSchema.safeParse(draw).success).toBe(true);
    expect(
      markSixDrawSchema.safeParse({
        ...draw,
        state: 'settled',
        numbers: [1, 2, 3, 4, 5],
        special: 6,
      }).success,
    ).toBe(false);
  });
});

describe('racing bets and draws', () => {
  it('accepts each group and refuses out-of-range picks', () => {
    expect(
      racingBetSchema.safeParse({ ...priced, type: 'position', position: 10, car: 3 }).success,
    ).toBe(true);
    expect(racingBetSchema.safeParse({ ...priced, type: 'sumValue', sum: 19 }).success).toBe(true);
    expect(
      racingBetSchema.safeParse({ ...priced, type: 'dragonTiger', position: 5, pick: 'tiger' })
        .success,
    ).toBe(true);
    expect(racingBetSchema.safeParse({ ...priced, type: 'sumValue', sum: 2 }).success).toBe(false);
    expect(
      racingBetSchema.safeParse({ ...priced, type: 'dragonTiger', position: 6, pick: 'dragon' })
        .success,
    ).toBe(false);
    expect(
      racingBetSchema.safeParse({ ...priced, type: 'twoSide', position: 1, side: 'tie' }).success,
    ).toBe(false);
  });

  it('a drawn race is a permutation of cars 1-10', () => {
    const draw = {
      match_id: 'R1',
      state: 'settled',
      draw_at: '2025-03-01T12:00:00Z',
      deadline: '2025-03-01T11:59:00Z',
      cars: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10],
      sum: 4,
      dragon_tiger: ['tiger', 'tiger', 'tiger', 'tiger', 'tiger'],
    };
    expect(racingDrawSchema.safeParse(draw).success).toBe(true);
    expect(
      racingDrawSchema.safeParse({ ...draw, cars: [1, 1, 2, 4, 5, 6, 7, 8, 9, 10] }).success,
    ).toBe(false);
  });
});

describe('bet views (my lottery and racing bets)', () => {
  const base = {
    bet_id: 'B1',
    order_id: 'O1',
    match_id: '202603010001',
    stake: '2',
    odds: '47.5',
    tickets: 1,
    total_stake: '2',
    currency: 'USDT',
    status: 1,
    outcome: null,
    payout: null,
    created_at: '2026-03-01T10:00:00.000Z',
    settled_at: null,
    draw: null,
  };

  it('a selection has the rules of its bet, and no stake or odds', () => {
    const parsed = markSixSelectionSchema.parse({ ...priced, type: 'specialCode', ball: 7 });
    expect(parsed).toEqual({ type: 'specialCode', ball: 7 });
    expect(
      markSixSelectionSchema.safeParse({
        type: 'specialCodeCombinationZodiacs',
        animals: ['rat'],
        level: 2,
      }).error?.issues[0]?.message,
    ).toBe('atLeastCombinationLevel2');
    expect(markSixSelectionSchema.safeParse({ type: 'specialCode', ball: 50 }).success).toBe(false);
    expect(racingSelectionSchema.parse({ ...priced, type: 'sumValue', sum: 11 })).toEqual({
      type: 'sumValue',
      sum: 11,
    });
  });

  it('a pending mark-six bet has no outcome, payout or draw; a settled one has all three', () => {
    const pending = { ...base, game: 'hkmarksix', selection: { type: 'specialCode', ball: 7 } };
    expect(lotteryBetViewSchema.safeParse(pending).success).toBe(true);
    const settled = {
      ...pending,
      status: 16,
      outcome: 'win',
      payout: '95',
      settled_at: '2026-03-01T13:30:00.000Z',
      draw: { numbers: [1, 2, 3, 4, 5, 6], special: 7, draw_at: '2026-03-01T13:30:00.000Z' },
    };
    expect(lotteryBetViewSchema.safeParse(settled).success).toBe(true);
    expect(lotteryBetViewSchema.safeParse({ ...settled, status: 2 }).success).toBe(false);
    expect(lotteryBetViewSchema.safeParse({ ...settled, outcome: 'push' }).success).toBe(false);
    expect(lotteryBetViewSchema.safeParse({ ...settled, game: 'pk10' }).success).toBe(false);
  });

  it('a racing bet view carries the cars of its draw', () => {
    const view = {
      ...base,
      game: 'pk10',
      selection: { type: 'dragonTiger', position: 1, pick: 'dragon' },
      draw: { cars: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10], draw_at: '2026-03-01T10:03:00.000Z' },
    };
    expect(racingBetViewSchema.safeParse(view).success).toBe(true);
    expect(
      racingBetViewSchema.safeParse({ ...view, draw: { ...view.draw, cars: [1, 2, 3] } }).success,
    ).toBe(false);
  });
});
