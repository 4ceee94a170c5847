import { LOTTERY_ODDS_GROUPS } from '@bet/domain/mark-six';
import { describe, expect, it } from 'vitest';
import { combinationChance, markSixOdds, markSixOddsGroups, winChance } from './mark-six-odds.ts';

// Horse year (lunar new year 2026-02-17): the horse has five balls, every other animal four.
const date = new Date('2026-03-01T00:00:00Z');
const priced = { stake: 1, odds: 1 } as const;

describe('mark-six prices', () => {
  it('prices each bet from its chance and the margin (6%)', () => {
    expect(winChance({ ...priced, type: 'specialCode', ball: 7 }, date)).toBeCloseTo(1 / 49);
    expect(markSixOdds({ ...priced, type: 'specialCode', ball: 7 }, date)).toBe('46.06');
    // Big is 25-48: 24 of the 48 balls that are not refunded.
    expect(markSixOdds({ ...priced, type: 'specialCodeSide', side: 'big' }, date)).toBe('1.88');
    expect(winChance({ ...priced, type: 'numberCode', ball: 3 }, date)).toBeCloseTo(6 / 49);
    expect(
      winChance({ ...priced, type: 'specialCodeColor', pick: { color: 'red' } }, date),
    ).toBeCloseTo(17 / 49);
  });

  it('prices the zodiac by the draw date: the year’s animal is likelier, so it pays less', () => {
    const horse = winChance({ ...priced, type: 'specialCodeAnimal', animal: 'horse' }, date);
    const rat = winChance({ ...priced, type: 'specialCodeAnimal', animal: 'rat' }, date);
    expect([horse, rat]).toEqual([5 / 49, 4 / 49]);
    const before = new Date('2026-02-16T00:00:00Z');
    expect(winChance({ ...priced, type: 'specialCodeAnimal', animal: 'snake' }, before)).toBe(
      5 / 49,
    );
  });

  it('gives combination zodiacs the chance that every animal of a group shows', () => {
    const none = (balls: number) => {
      let p = 1;
      for (let i = 0; i < 7; i++) p *= (49 - balls - i) / (49 - i);
      return p;
    };
    expect(combinationChance(1)).toBeCloseTo(1 - none(4), 12);
    expect(combinationChance(2)).toBeCloseTo(1 - 2 * none(4) + none(8), 12);
    expect(combinationChance(5)).toBeLessThan(combinationChance(4));
  });

  it('lists groups whose indexes 21-29 are those of spec section 9', () => {
    const groups = markSixOddsGroups(date);
    for (const [index, group] of Object.entries(LOTTERY_ODDS_GROUPS)) {
      const found = groups.find((g) => g.index === Number(index));
      expect([index, found?.type]).toEqual([index, group.type]);
      if (group.level !== undefined) expect(found?.lines[0]?.prop).toBe(String(group.level));
    }
    expect(new Set(groups.map((g) => g.index)).size).toBe(groups.length);
    expect(groups.find((g) => g.index === 0)?.lines).toHaveLength(49);
  });
});
