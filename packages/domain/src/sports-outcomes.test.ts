import { describe, expect, it } from 'vitest';
import type { BetKind } from './bet-slip';
import {
  SportsPickError,
  cricketPickResult,
  marginRange,
  sportsPickResult,
  type SportsScore,
} from './sports-outcomes';

// 2:1 at full time, 0:1 at half time.
const score: SportsScore = { home: 2, away: 1, halfHome: 0, halfAway: 1 };
const draw: SportsScore = { home: 1, away: 1, halfHome: 1, halfAway: 0 };
const pick = (kind: BetKind, name: string, handicap_val?: string) =>
  sportsPickResult({ kind, name, handicap_val }, score);

describe('sportsPickResult', () => {
  it('wl is the full-time result of the home side', () => {
    expect(pick('wl', 'w')).toBe('won');
    expect(pick('wl', 'd')).toBe('lost');
    expect(pick('wl', 'l')).toBe('lost');
    expect(sportsPickResult({ kind: 'wl', name: 'd' }, draw)).toBe('won');
  });

  it('handicap adds the line to the home score; a whole line can end level', () => {
    expect(pick('handicap', 'w', '-0.5')).toBe('won'); // 1.5 : 1
    expect(pick('handicap', 'l', '-1.5')).toBe('won'); // 0.5 : 1
    expect(pick('handicap', 'd', '-1')).toBe('won'); // 1 : 1
    expect(pick('handicap', 'w', '-1')).toBe('lost');
    expect(pick('handicap', 'w', '+1')).toBe('won');
    expect(() => pick('handicap', 'd', '-0.5')).toThrow(SportsPickError);
    expect(() => pick('handicap', 'w')).toThrow(SportsPickError);
  });

  it('correct score: the exact score, or other_* for an unlisted score of that result', () => {
    expect(pick('correct_score', '2:1')).toBe('won');
    expect(pick('correct_score', '1:2')).toBe('lost');
    const listed = new Set(['1:0', '2:0']);
    expect(sportsPickResult({ kind: 'correct_score', name: 'other_w' }, score, listed)).toBe('won');
    expect(sportsPickResult({ kind: 'correct_score', name: 'other_d' }, score, listed)).toBe(
      'lost',
    );
    const listedWithScore = new Set(['2:1']);
    expect(
      sportsPickResult({ kind: 'correct_score', name: 'other_w' }, score, listedWithScore),
    ).toBe('lost');
    expect(() => pick('correct_score', 'x')).toThrow(SportsPickError);
  });

  it('goals counts the total, N+ for N or more', () => {
    expect(pick('goals', '3')).toBe('won');
    expect(pick('goals', '2')).toBe('lost');
    expect(pick('goals', '3+')).toBe('won');
    expect(pick('goals', '4+')).toBe('lost');
  });

  it('half is the half-time result', () => {
    expect(pick('half', 'l')).toBe('won');
    expect(pick('half', 'w')).toBe('lost');
  });

  it('bs compares the total with a half line', () => {
    expect(pick('bs', 'big', '2.5')).toBe('won');
    expect(pick('bs', 'small', '2.5')).toBe('lost');
    expect(pick('bs', 'small', '3.5')).toBe('won');
    expect(() => pick('bs', 'big', '3')).toThrow(SportsPickError);
    expect(() => pick('bs', 'over', '2.5')).toThrow(SportsPickError);
  });

  it('mv is the margin of the home side', () => {
    expect(pick('mv', 'w1')).toBe('won');
    expect(pick('mv', 'w1-5')).toBe('won');
    expect(pick('mv', 'w2+')).toBe('lost');
    expect(pick('mv', 'l1')).toBe('lost');
    expect(sportsPickResult({ kind: 'mv', name: 'd' }, draw)).toBe('won');
    expect(marginRange('l26+')).toEqual({ side: 'l', from: 26, to: Infinity });
    expect(() => marginRange('w5-1')).toThrow(SportsPickError);
  });

  it('up: t/d for above or below the line, then d (odd) or s (even) of the total', () => {
    expect(pick('up', 'td', '2.5')).toBe('won'); // 3 goals: up, odd
    expect(pick('up', 'ts', '2.5')).toBe('lost');
    expect(pick('up', 'dd', '3.5')).toBe('won'); // below 3.5, odd
    expect(pick('up', 'ds', '3.5')).toBe('lost');
  });

  it('refuses malformed scores and unknown kinds', () => {
    expect(() => sportsPickResult({ kind: 'wl', name: 'w' }, { ...score, halfHome: 3 })).toThrow(
      SportsPickError,
    );
    expect(() => sportsPickResult({ kind: 'wl', name: 'w' }, { ...score, home: -1 })).toThrow(
      SportsPickError,
    );
    expect(() => pick('corners' as string as BetKind, 'w')).toThrow(SportsPickError);
  });
});

describe('cricketPickResult', () => {
  const result = { runsA: 280, runsB: 251, toss: 'b' as const };
  it('settles winner, toss and total runs', () => {
    expect(cricketPickResult({ market: 'winner', option: 'a' }, result)).toBe('won');
    expect(cricketPickResult({ market: 'winner', option: 'b' }, result)).toBe('lost');
    expect(cricketPickResult({ market: 'toss', option: 'b' }, result)).toBe('won');
    expect(cricketPickResult({ market: 'total_runs', option: 'over', line: '530.5' }, result)).toBe(
      'won',
    );
    expect(
      cricketPickResult({ market: 'total_runs', option: 'under', line: '530.5' }, result),
    ).toBe('lost');
  });

  it('voids the winner market on a tie and refuses unknown options', () => {
    const tie = { runsA: 250, runsB: 250, toss: 'a' as const };
    expect(cricketPickResult({ market: 'winner', option: 'a' }, tie)).toBe('void');
    expect(() => cricketPickResult({ market: 'winner', option: 'c' }, result)).toThrow(
      SportsPickError,
    );
    expect(() => cricketPickResult({ market: 'total_runs', option: 'over' }, result)).toThrow(
      SportsPickError,
    );
  });
});
