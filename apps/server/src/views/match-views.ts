// Matches as the contract shows them (spec section 3, "Bet slip entry"; sportMatchSchema): teams
// with their generated badges, kick-off in seconds, the live score while the match is played,
// and the markets while it is open.
import type { SportMatch } from '../db/schema-games.ts';
import { marketsOf } from '../feeds/markets.ts';
import { MATCH_MINUTES, teamSlug } from '../feeds/sports-catalog.ts';
import { liveScore } from '../feeds/sports-results.ts';

export function badgeUrl(origin: string, team: string): string {
  return `${origin}/static/badges/${teamSlug(team)}.svg`;
}

/** The score to show now: none before kick-off, the revealed part while live, the final after. */
export function shownScore(
  match: SportMatch,
  now: Date,
): { home: number | null; away: number | null } {
  if (match.home_score === null || match.away_score === null) return { home: null, away: null };
  if (match.state === 'finished') return { home: match.home_score, away: match.away_score };
  if (match.state !== 'live') return { home: null, away: null };
  const fraction =
    (now.getTime() - match.kickoff_at.getTime()) / (MATCH_MINUTES[match.sport] * 60_000);
  return liveScore(
    {
      home: match.home_score,
      away: match.away_score,
      halfHome: match.half_home ?? 0,
      halfAway: match.half_away ?? 0,
    },
    fraction,
  );
}

export const isOpen = (match: SportMatch, now: Date) =>
  match.state === 'upcoming' && match.kickoff_at > now;

export function matchHead(match: SportMatch, now: Date, origin: string) {
  const score = shownScore(match, now);
  return {
    match_id: Number(match.id),
    league_name: match.league,
    home_name: match.home,
    away_name: match.away,
    home_pic: badgeUrl(origin, match.home),
    away_pic: badgeUrl(origin, match.away),
    match_start_time: Math.floor(match.kickoff_at.getTime() / 1000),
    state: match.state,
    home_score: score.home,
    away_score: score.away,
  };
}

export function matchView(match: SportMatch, now: Date, origin: string) {
  return {
    ...matchHead(match, now, origin),
    markets: isOpen(match, now) ? marketsOf(match) : [],
  };
}

export function resultView(match: SportMatch, now: Date, origin: string) {
  const finished = match.state === 'finished';
  return {
    ...matchHead(match, now, origin),
    half_home_score: finished ? match.half_home : null,
    half_away_score: finished ? match.half_away : null,
  };
}
