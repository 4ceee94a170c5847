import { describe, expect, it } from 'vitest';
import { randomSource } from './random.ts';
import { liveScore, simulateResult } from './sports-results.ts';

describe('sports results', () => {
  it('draws consistent results: half-time within full time, no basketball tie', () => {
    const random = randomSource('results');
    for (let i = 0; i < 200; i++) {
      for (const sport of ['soccer', 'basketball', 'bd', 'cricket'] as const) {
        const result = simulateResult(sport, random.stream(`${sport}:${i}`), 1.5, 1.2);
        expect(result.halfHome).toBeLessThanOrEqual(result.home);
        expect(result.halfAway).toBeLessThanOrEqual(result.away);
        if (sport === 'basketball') expect(result.home).not.toBe(result.away);
        if (sport === 'cricket') expect(['a', 'b']).toContain(result.toss);
      }
    }
  });

  it('reveals the score as the match is played, never going back', () => {
    const final = { home: 3, away: 1, halfHome: 1, halfAway: 1 };
    expect(liveScore(final, 0)).toEqual({ home: 0, away: 0 });
    expect(liveScore(final, 0.5)).toEqual({ home: 1, away: 1 });
    expect(liveScore(final, 1)).toEqual({ home: 3, away: 1 });
    let previous = 0;
    for (let f = 0; f <= 1; f += 0.05) {
      const shown = liveScore(final, f).home;
      expect(shown).toBeGreaterThanOrEqual(previous);
      previous = shown;
    }
  });
});
