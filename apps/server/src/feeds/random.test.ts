import { describe, expect, it } from 'vitest';
import { drawDistinct, poisson, randomSource } from './random.ts';

describe('randomSource', () => {
  it('repeats a named stream exactly under a seed, and streams differ', () => {
    const a = randomSource('seed-1').stream('draw:hkmarksix:1');
    const b = randomSource('seed-1').stream('draw:hkmarksix:1');
    const c = randomSource('seed-1').stream('draw:hkmarksix:2');
    const seqA = Array.from({ length: 20 }, () => a.int(49));
    expect(Array.from({ length: 20 }, () => b.int(49))).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.int(49))).not.toEqual(seqA);
    expect(randomSource('seed-1').deterministic).toBe(true);
  });

  it('stays in range and covers it (seeded and CSPRNG)', () => {
    for (const source of [randomSource('x'), randomSource(null)]) {
      const rng = source.stream('range');
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const value = rng.int(10);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(10);
        seen.add(value);
        const f = rng.float();
        expect(f >= 0 && f < 1).toBe(true);
      }
      expect(seen.size).toBe(10);
    }
    expect(randomSource(null).deterministic).toBe(false);
    expect(() => randomSource('x').stream('s').int(0)).toThrow(RangeError);
  });

  it('draws distinct balls and plausible Poisson counts', () => {
    const rng = randomSource('balls').stream('s');
    for (let i = 0; i < 200; i++) {
      const balls = drawDistinct(rng, 49, 7);
      expect(new Set(balls).size).toBe(7);
      expect(balls.every((ball) => ball >= 1 && ball <= 49)).toBe(true);
    }
    expect(() => drawDistinct(rng, 5, 6)).toThrow(RangeError);
    let sum = 0;
    for (let i = 0; i < 4000; i++) sum += poisson(rng, 1.5);
    expect(sum / 4000).toBeGreaterThan(1.35);
    expect(sum / 4000).toBeLessThan(1.65);
  });
});
