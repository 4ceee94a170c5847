import { describe, expect, it } from 'vitest';
import { racingOdds, racingOddsList } from './racing-odds.ts';

describe('racing prices', () => {
  it('takes the margin off the fair odds of rules.md', () => {
    expect(racingOdds({ type: 'sumSide', side: 'big' })).toBe('2.11'); // 2.25 x 0.94
    expect(racingOdds({ type: 'sumSide', side: 'small' })).toBe('1.69'); // 1.80 x 0.94
    expect(racingOdds({ type: 'sumValue', sum: 3 })).toBe('42.30'); // 45 x 0.94
    expect(racingOdds({ type: 'position', position: 4, car: 9 })).toBe('9.40');
  });

  it('lists the 27 groups of spec section 9 and every line once', () => {
    const list = racingOddsList();
    expect(list.odds_name).toHaveLength(27);
    expect(list.odds_name[10]).toEqual({ value: 'championRunnerUpSum', subset: 'sumValue' });
    expect(list.odds_name[22]).toEqual({ value: 'champion', subset: 'dragonTiger' });
    // 10 x 4 two sides, 17 sums, 4 sum sides, 10 x 10 positions, 5 x 2 dragon/tiger.
    expect(list.odds).toHaveLength(40 + 17 + 4 + 100 + 10);
    expect(new Set(list.odds.map((line) => line.id)).size).toBe(list.odds.length);
    expect(list.odds.find((line) => line.id === 'dragonTiger:2:tiger')?.v).toBe('1.88');
  });
});
