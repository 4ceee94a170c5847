import { describe, expect, it } from 'vitest';
import {
  MarkSixDrawError,
  SIDE_KEYS,
  isRefundBall49,
  settleMarkSixBet,
  type MarkSixBet,
  type MarkSixDraw,
} from './mark-six';

// 2025-06-01 is in the snake year: snake 1 13 25 37 49, dragon 2 14 26 38, horse 12 24 36 48,
// rat 6 18 30 42, pig 7 19 31 43, ox 5 17 29 41.
const date = new Date('2025-06-01T00:00:00Z');
const draw = (special: number, numbers = [2, 6, 17, 30, 41, 44]): MarkSixDraw => ({
  numbers,
  special,
  date,
});
const stake = { stake: 10, odds: 1.98 };

describe('single bets', () => {
  it.each<[MarkSixBet, MarkSixDraw, string, string]>([
    [{ ...stake, odds: 47, type: 'specialCode', ball: 12 }, draw(12), 'win', '470.00'],
    [{ ...stake, odds: 47, type: 'specialCode', ball: 12 }, draw(13), 'loss', '0.00'],
    [{ ...stake, type: 'numberCode', ball: 17 }, draw(12), 'win', '19.80'],
    [{ ...stake, type: 'numberCode', ball: 12 }, draw(12), 'loss', '0.00'],
    [{ ...stake, type: 'specialCodeSide', side: 'big' }, draw(25), 'win', '19.80'],
    [{ ...stake, type: 'specialCodeSide', side: 'big' }, draw(24), 'loss', '0.00'],
    [{ ...stake, type: 'specialCodeSide', side: 'sumBig' }, draw(16), 'win', '19.80'],
    [{ ...stake, type: 'specialCodeColor', pick: { color: 'green' } }, draw(49), 'win', '19.80'],
    [
      { ...stake, type: 'specialCodeColor', pick: { color: 'red', side: 'odd' } },
      draw(1),
      'win',
      '19.80',
    ],
    [
      { ...stake, type: 'specialCodeColor', pick: { color: 'red', side: 'even' } },
      draw(1),
      'loss',
      '0.00',
    ],
    [{ ...stake, type: 'specialCodeAnimal', animal: 'horse' }, draw(48), 'win', '19.80'],
    [{ ...stake, type: 'specialCodeAnimal', animal: 'snake' }, draw(49), 'win', '19.80'],
    [
      { ...stake, type: 'specialCodeMergeAnimal', animals: ['rat', 'pig'] },
      draw(19),
      'win',
      '19.80',
    ],
    [
      { ...stake, type: 'specialCodeMergeAnimal', animals: ['rat', 'pig'] },
      draw(20),
      'loss',
      '0.00',
    ],
    [{ ...stake, type: 'specialCodeTail', tail: 9 }, draw(49), 'win', '19.80'],
    [{ ...stake, type: 'specialCodeTail', tail: 0 }, draw(49), 'loss', '0.00'],
    [{ ...stake, type: 'tail', tail: 4 }, draw(12), 'win', '19.80'],
    [{ ...stake, type: 'tail', tail: 3 }, draw(12), 'loss', '0.00'],
    [{ ...stake, type: 'numberCodeSide', position: 1, side: 'small' }, draw(12), 'win', '19.80'],
    [{ ...stake, type: 'numberCodeSide', position: 6, side: 'small' }, draw(12), 'loss', '0.00'],
    [
      { ...stake, type: 'numberCodeColor', position: 6, pick: { color: 'green' } },
      draw(12),
      'win',
      '19.80',
    ],
  ])('%o on %o: %s %s', (bet, result, outcome, payout) => {
    expect(settleMarkSixBet(bet, result)).toEqual({ outcome, payout });
  });

  it('truncates payouts', () => {
    expect(
      settleMarkSixBet({ stake: '0.29', odds: '1.999', type: 'specialCode', ball: 3 }, draw(3))
        .payout,
    ).toBe('0.57');
  });
});

describe('ball 49', () => {
  it.each(SIDE_KEYS)('refunds a special-code %s bet', (side) => {
    expect(settleMarkSixBet({ ...stake, type: 'specialCodeSide', side }, draw(49))).toEqual({
      outcome: 'refund',
      payout: '10.00',
    });
  });

  it('refunds half-wave bets, not plain colour, animal or number bets', () => {
    expect(
      settleMarkSixBet(
        { ...stake, type: 'specialCodeColor', pick: { color: 'green', side: 'big' } },
        draw(49),
      ).outcome,
    ).toBe('refund');
    expect(
      settleMarkSixBet({ ...stake, type: 'specialCodeColor', pick: { color: 'red' } }, draw(49))
        .outcome,
    ).toBe('loss');
    expect(settleMarkSixBet({ ...stake, type: 'specialCode', ball: 49 }, draw(49)).outcome).toBe(
      'win',
    );
  });

  it('refunds number-code side bets on a regular 49', () => {
    const result = draw(12, [49, 6, 17, 30, 41, 44]);
    expect(
      settleMarkSixBet({ ...stake, type: 'numberCodeSide', position: 1, side: 'odd' }, result)
        .outcome,
    ).toBe('refund');
    expect(
      settleMarkSixBet({ ...stake, type: 'numberCodeSide', position: 2, side: 'even' }, result)
        .outcome,
    ).toBe('win');
    expect(isRefundBall49(48, { ...stake, type: 'specialCodeSide', side: 'big' })).toBe(false);
  });
});

describe('combination zodiacs', () => {
  // Drawn animals: 2 dragon, 6 rat, 17 ox, 30 rat, 41 ox, 7 pig; special 13 snake (the year's animal).
  const result = draw(13, [2, 6, 17, 30, 41, 7]);

  it('pays each winning group; a group with the year animal pays 15% less', () => {
    // Level 1 on rat and snake: rat wins 19.80, snake wins 19.80 x 0.85 = 16.83.
    expect(
      settleMarkSixBet(
        { ...stake, type: 'specialCodeCombinationZodiacs', animals: ['rat', 'snake'], level: 1 },
        result,
      ),
    ).toEqual({
      outcome: 'win',
      payout: '36.63',
    });
  });

  it('needs every animal of a group among the drawn balls', () => {
    const bet = {
      stake: 1,
      odds: 4,
      type: 'specialCodeCombinationZodiacs' as const,
      level: 2 as const,
    };
    // Groups: rat+ox (win), rat+horse (loss), ox+horse (loss).
    expect(settleMarkSixBet({ ...bet, animals: ['rat', 'ox', 'horse'] }, result)).toEqual({
      outcome: 'win',
      payout: '4.00',
    });
    expect(settleMarkSixBet({ ...bet, animals: ['horse', 'goat'] }, result)).toEqual({
      outcome: 'loss',
      payout: '0.00',
    });
    // rat+snake wins with the deduction: 4 x 0.85.
    expect(settleMarkSixBet({ ...bet, animals: ['rat', 'snake'] }, result).payout).toBe('3.40');
  });
});

describe('draw validation', () => {
  it('rejects malformed draws', () => {
    const bet: MarkSixBet = { ...stake, type: 'specialCode', ball: 1 };
    expect(() => settleMarkSixBet(bet, draw(2))).toThrow(MarkSixDrawError);
    expect(() => settleMarkSixBet(bet, draw(50))).toThrow(MarkSixDrawError);
    expect(() => settleMarkSixBet(bet, draw(12, [1, 2, 3]))).toThrow(MarkSixDrawError);
    expect(() => settleMarkSixBet(bet, { ...draw(12), date: new Date('x') })).toThrow(
      MarkSixDrawError,
    );
    expect(() => settleMarkSixBet({ ...bet, stake: -1 }, draw(12))).toThrow(RangeError);
  });
});
