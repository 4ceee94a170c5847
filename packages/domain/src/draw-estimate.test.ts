import { describe, expect, it } from 'vitest';
import { markSixEstimatedPayout, racingEstimatedPayout } from './draw-estimate';
import { markSixTickets, settleMarkSixBet, settleRacingBet } from './index';

const date = new Date('2026-03-01T00:00:00Z'); // year of the horse: balls 1, 13, 25, 37, 49

describe('markSixEstimatedPayout', () => {
  it('is stake x odds for a single-ticket bet, and what a winning draw pays', () => {
    const bet = { type: 'specialCode', ball: 7, stake: '10', odds: '47.5' } as const;
    expect(markSixEstimatedPayout(bet, date)).toBe('475.00');
    const draw = { numbers: [1, 2, 3, 4, 5, 6], special: 7, date };
    expect(settleMarkSixBet(bet, draw).payout).toBe('475.00');
  });

  it('counts every combination group and deducts 15% where the year animal is in it', () => {
    const bet = {
      type: 'specialCodeCombinationZodiacs',
      animals: ['horse', 'rat', 'ox'],
      level: 2,
      stake: '2',
      odds: '5',
    } as const;
    expect(markSixTickets(bet)).toBe(3);
    // Groups: horse+rat (8.50), horse+ox (8.50), rat+ox (10).
    expect(markSixEstimatedPayout(bet, date)).toBe('27.00');
    // Balls of horse (1), rat (7) and ox (6) in 2026: every group wins.
    const draw = { numbers: [1, 7, 6, 20, 30, 40], special: 44, date };
    expect(settleMarkSixBet(bet, draw).payout).toBe('27.00');
  });

  it('truncates to cents', () => {
    const bet = { type: 'tail', tail: 3, stake: '1.01', odds: '1.999' } as const;
    expect(markSixEstimatedPayout(bet, date)).toBe('2.01');
  });
});

describe('racingEstimatedPayout', () => {
  it('is stake x odds, what a winning draw pays', () => {
    const bet = {
      type: 'dragonTiger',
      position: 1,
      pick: 'dragon',
      stake: '3',
      odds: '1.95',
    } as const;
    expect(racingEstimatedPayout(bet)).toBe('5.85');
    expect(settleRacingBet(bet, [10, 2, 3, 4, 5, 6, 7, 8, 9, 1]).payout).toBe('5.85');
  });
});
