import type { MarkSixBet } from '@bet/domain/mark-six';
import type { RacingBet } from '@bet/domain/racing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { markSixBetBodySchema, markSixBetSchema, markSixDrawSchema } from './lottery-schemas';
import { racingBetSchema, racingDrawSchema } from './racing-schemas';

// The parsed bodies are the domain's bet types, so the server settles what it validated.
const _asDomainMarkSix = (bet: z.output<typeof markSixBetSchema>): MarkSixBet => bet;
const _asDomainRacing = (bet: z.output<typeof racingBetSchema>): RacingBet => bet;

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
