// Results of the sports feed, drawn when a match kicks off from the same model that priced it
// (football-markets, basketball-markets, cricket-markets), and revealed as the match is played.
import type { SportKey } from '../db/schema-games.ts';
import { POINTS_SD } from './basketball-markets.ts';
import { RUNS_SD } from './cricket-markets.ts';
import { normal, poisson, type Rng } from './random.ts';

export interface FinalScore {
  home: number;
  away: number;
  halfHome: number;
  halfAway: number;
  toss?: 'a' | 'b';
}

const points = (rng: Rng, mean: number, sd: number) =>
  Math.max(0, Math.round(mean + sd * normal(rng)));

function football(rng: Rng, homeRate: number, awayRate: number): FinalScore {
  const halfHome = poisson(rng, homeRate / 2);
  const halfAway = poisson(rng, awayRate / 2);
  return {
    halfHome,
    halfAway,
    home: halfHome + poisson(rng, homeRate / 2),
    away: halfAway + poisson(rng, awayRate / 2),
  };
}

function basketball(rng: Rng, homeRate: number, awayRate: number): FinalScore {
  const halfSd = POINTS_SD / Math.SQRT2;
  const halfHome = points(rng, homeRate / 2, halfSd);
  const halfAway = points(rng, awayRate / 2, halfSd);
  let home = halfHome + points(rng, homeRate / 2, halfSd);
  let away = halfAway + points(rng, awayRate / 2, halfSd);
  // Overtime until someone leads.
  while (home === away) {
    home += 4 + rng.int(10);
    away += 4 + rng.int(10);
  }
  return { home, away, halfHome, halfAway };
}

function cricket(rng: Rng, homeRate: number, awayRate: number): FinalScore {
  const home = points(rng, homeRate, RUNS_SD);
  const away = points(rng, awayRate, RUNS_SD);
  // "Half" of a cricket match: the runs after the first innings, the other side yet to bat.
  return { home, away, halfHome: home, halfAway: 0, toss: rng.int(2) === 0 ? 'a' : 'b' };
}

export function simulateResult(
  sport: SportKey,
  rng: Rng,
  homeRate: number,
  awayRate: number,
): FinalScore {
  if (sport === 'basketball') return basketball(rng, homeRate, awayRate);
  if (sport === 'cricket') return cricket(rng, homeRate, awayRate);
  return football(rng, homeRate, awayRate);
}

/** The score shown while the match is played: the half-time score is reached at half time. */
export function liveScore(final: FinalScore, fraction: number): { home: number; away: number } {
  const f = Math.min(1, Math.max(0, fraction));
  const part = (half: number, full: number) =>
    f < 0.5 ? Math.floor((half * f) / 0.5) : half + Math.floor(((full - half) * (f - 0.5)) / 0.5);
  return { home: part(final.halfHome, final.home), away: part(final.halfAway, final.away) };
}
