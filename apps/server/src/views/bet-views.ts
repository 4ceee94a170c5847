// Sports bets as my-bets shows them (spec section 3, "Single bet view"): the bet, and per
// combination its legs with the teams and final score, and what that combination paid. A parlay's
// combinations come from @bet/domain's combinationChunks (at most the first COMBINATION_VIEW_LIMIT)
// and each pays @bet/domain's settleParlay of its own legs; the bet's bonus is its settled payout,
// after prize caps and tax.
import {
  BD_PAYOUT_SCALE,
  combinationChunks,
  settleParlay,
  type PickResult,
} from '@bet/domain/parlay';
import { BET_STATUS } from '@bet/domain/statuses';
import type { Db } from '../db/database.ts';
import type { BetRow } from '../db/schema-games.ts';
import type { SportsDetail, SportsLegDetail } from '../betting/details.ts';
import { formatMinor } from '../ledger/units.ts';

export const COMBINATION_VIEW_LIMIT = 200;

type MatchFacts = {
  league: string;
  home: string;
  away: string;
  state: string;
  home_score: number | null;
  away_score: number | null;
};

async function matchFacts(db: Db, bets: BetRow[]): Promise<Map<string, MatchFacts>> {
  const ids = [
    ...new Set(bets.flatMap((bet) => (bet.detail as SportsDetail).legs.map((leg) => leg.match_id))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sport_matches')
    .select(['id', 'league', 'home', 'away', 'state', 'home_score', 'away_score'])
    .where(
      'id',
      'in',
      ids.map((id) => BigInt(id)),
    )
    .execute();
  return new Map(rows.map((row) => [String(row.id), row]));
}

function legView(leg: SportsLegDetail, facts: MatchFacts | undefined) {
  const finished = facts?.state === 'finished';
  return {
    match_id: Number(leg.match_id),
    kind: leg.kind as 'wl',
    name: leg.name,
    odds: leg.odds,
    ...(leg.handicap_val === null ? {} : { handicap_val: leg.handicap_val }),
    league_name: facts?.league ?? '',
    home_name: facts?.home ?? '',
    away_name: facts?.away ?? '',
    home_score: finished ? (facts?.home_score ?? null) : null,
    away_score: finished ? (facts?.away_score ?? null) : null,
  };
}

function legResults(bet: BetRow): Map<string, PickResult> {
  const outcome = bet.outcome as { legs?: { match_id: string; result: PickResult }[] } | null;
  return new Map((outcome?.legs ?? []).map((leg) => [leg.match_id, leg.result]));
}

function combinationBonus(bet: BetRow, legs: SportsLegDetail[], results: Map<string, PickResult>) {
  if (bet.status !== BET_STATUS.settled) return '0';
  const detail = bet.detail as SportsDetail;
  const { payout } = settleParlay(
    legs.map((leg) => [{ odds: leg.odds, result: results.get(leg.match_id) ?? 'lost' }]),
    [legs.length],
    formatMinor(bet.stake * BigInt(detail.multiple)),
    { payoutScale: bet.game === 'bd' ? BD_PAYOUT_SCALE : 1 },
  );
  return payout;
}

function combinations(bet: BetRow, facts: Map<string, MatchFacts>) {
  const detail = bet.detail as SportsDetail;
  const view = (legs: SportsLegDetail[], bonus: string) => ({
    result: { bonus, extra_bonus: '0' },
    legs: legs.map((leg) => legView(leg, facts.get(leg.match_id))),
  });
  if (detail.type === 'single') return [view(detail.legs, formatMinor(bet.payout ?? 0n))];
  const byMatch = new Map<string, SportsLegDetail[]>();
  for (const leg of detail.legs)
    byMatch.set(leg.match_id, [...(byMatch.get(leg.match_id) ?? []), leg]);
  const first = combinationChunks(
    [...byMatch.values()],
    detail.strings,
    COMBINATION_VIEW_LIMIT,
  ).next();
  const results = legResults(bet);
  return (first.done ? [] : first.value).map((legs) =>
    view(legs, combinationBonus(bet, legs, results)),
  );
}

export async function sportsBetViews(db: Db, bets: BetRow[]) {
  const facts = await matchFacts(db, bets);
  return bets.map((bet) => ({
    bet_id: bet.bet_no,
    status: bet.status as 1 | 16 | 32,
    multiple: bet.multiple,
    bets: bet.tickets,
    total_price: formatMinor(bet.total),
    total_currency: bet.currency,
    bonus: formatMinor(bet.payout ?? 0n),
    bonus_currency: bet.currency,
    extra_bonus: '0',
    extra_bonus_currency: bet.currency,
    currency: bet.currency,
    create_at: bet.created_at.toISOString(),
    combinations: combinations(bet, facts),
  }));
}
