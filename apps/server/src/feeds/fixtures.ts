// Fixtures of the sports feed (issue 5): each sport has a slot every 24 h / matchesPerDay, and each
// slot holds one match, published `horizonHours` ahead. A match id is the sport's number times
// 10^9 plus its slot, so generating a slot twice inserts nothing new.
import type { FeedConfig } from '../config/config.ts';
import type { SportKey } from '../db/schema-games.ts';
import { pick, type RandomSource, type Rng } from './random.ts';
import { LEAGUES, SPORTS } from './sports-catalog.ts';

const ID_SPAN = 1_000_000_000n;
/** Cricket matches last a day: fewer of them. */
const CRICKET_SHARE = 5;

export interface Fixture {
  id: bigint;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  start_at: Date;
  kickoff_at: Date;
  state: 'upcoming';
  home_rate: number;
  away_rate: number;
}

export function slotSeconds(sport: SportKey, config: FeedConfig): number {
  const perDay =
    sport === 'cricket'
      ? Math.max(2, Math.floor(config.matchesPerDay / CRICKET_SHARE))
      : config.matchesPerDay;
  return Math.max(60, Math.floor(86_400 / perDay));
}

export function matchId(sport: SportKey, slot: number): bigint {
  return BigInt(SPORTS.indexOf(sport) + 1) * ID_SPAN + BigInt(slot);
}

/** Expected goals (football), points (basketball) or runs (cricket) of each side. */
function rates(sport: SportKey, rng: Rng): { home: number; away: number } {
  const between = (lo: number, hi: number) =>
    Math.round((lo + (hi - lo) * rng.float()) * 100) / 100;
  if (sport === 'basketball') return { home: between(96, 122), away: between(92, 118) };
  if (sport === 'cricket') return { home: between(235, 325), away: between(230, 320) };
  return { home: between(0.9, 2.1), away: between(0.6, 1.8) };
}

export function fixture(
  sport: SportKey,
  slot: number,
  random: RandomSource,
  seconds: number,
): Fixture {
  const rng = random.stream(`fixture:${sport}:${slot}`);
  const league = pick(rng, LEAGUES[sport]);
  const home = pick(rng, league.teams);
  const away = pick(
    rng,
    league.teams.filter((team) => team !== home),
  );
  const start = new Date(slot * seconds * 1000);
  const rate = rates(sport, rng);
  return {
    id: matchId(sport, slot),
    sport,
    league: league.name,
    home,
    away,
    start_at: start,
    kickoff_at: start,
    state: 'upcoming',
    home_rate: rate.home,
    away_rate: rate.away,
  };
}

/** Slots whose kick-off falls in (from, until], as slot numbers. */
export function slotsBetween(from: Date, until: Date, seconds: number): number[] {
  const first = Math.floor(from.getTime() / 1000 / seconds) + 1;
  const last = Math.floor(until.getTime() / 1000 / seconds);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}
