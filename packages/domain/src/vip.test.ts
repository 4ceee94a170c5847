import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vipLevelFor, vipProgress, VipLevelsError } from './vip';

const LEVELS = [
  { level: 3, name: 'gold', recharge: '5000' },
  { level: 1, name: 'bronze', recharge: '0' },
  { level: 2, name: 'silver', recharge: '1000' },
  { level: 4, name: 'platinum', recharge: '20000' },
  { level: 5, name: 'diamond', recharge: '100000' },
];

describe('vipProgress', () => {
  it('starts at the first level with the whole way to the second ahead', () => {
    const p = vipProgress(LEVELS, '0');
    expect(p.current?.name).toBe('bronze');
    expect(p.next?.name).toBe('silver');
    expect(p.remaining).toBe('1000');
    expect(p.percent).toBe(0);
  });

  it('moves with a deposit: 150 deposited leaves 850 to silver, 15%', () => {
    const p = vipProgress(LEVELS, '150');
    expect(p.remaining).toBe('850');
    expect(p.percent).toBe(15);
  });

  it('reaches a level exactly at its threshold', () => {
    const p = vipProgress(LEVELS, '1000');
    expect(p.current?.level).toBe(2);
    expect(p.next?.level).toBe(3);
    expect(p.remaining).toBe('4000');
    expect(p.percent).toBe(0);
  });

  it('measures the bar between the current and the next threshold', () => {
    expect(vipProgress(LEVELS, '3000').percent).toBe(50);
    expect(vipProgress(LEVELS, '4999.999999').remaining).toBe('0.000001');
    expect(vipProgress(LEVELS, '4999.999999').percent).toBe(99);
  });

  it('is full at the top level', () => {
    const p = vipProgress(LEVELS, '250000');
    expect(p.current?.level).toBe(5);
    expect(p.next).toBeNull();
    expect(p.remaining).toBe('0');
    expect(p.percent).toBe(100);
  });

  it('has no level when the first threshold is not reached', () => {
    const p = vipProgress([{ level: 1, recharge: '100' }], '40');
    expect(p.current).toBeNull();
    expect(p.next?.level).toBe(1);
    expect(p.remaining).toBe('60');
    expect(p.percent).toBe(40);
  });

  it('counts a negative total as zero and no levels as the top', () => {
    expect(vipProgress(LEVELS, '-5').remaining).toBe('1000');
    expect(vipProgress([], '10')).toEqual({
      current: null,
      next: null,
      remaining: '0',
      percent: 100,
    });
  });

  it('refuses two levels with one threshold', () => {
    expect(() =>
      vipProgress(
        [
          { level: 1, recharge: '0' },
          { level: 2, recharge: '0.0' },
        ],
        '1',
      ),
    ).toThrow(VipLevelsError);
  });

  it('vipLevelFor gives the level number, or the fallback', () => {
    expect(vipLevelFor(LEVELS, '20000', 1)).toBe(4);
    expect(vipLevelFor([{ level: 2, recharge: '10' }], '1', 1)).toBe(1);
  });

  it('never lowers the level when the total grows, and remaining + total is the next threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (a, d) => {
          const before = vipProgress(LEVELS, a);
          const after = vipProgress(LEVELS, a + d);
          expect(after.current?.level ?? 0).toBeGreaterThanOrEqual(before.current?.level ?? 0);
          expect(before.percent).toBeGreaterThanOrEqual(0);
          expect(before.percent).toBeLessThanOrEqual(100);
          if (before.next) expect(Number(before.remaining) + a).toBe(Number(before.next.recharge));
        },
      ),
    );
  });
});
