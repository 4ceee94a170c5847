// The markets of a match, as the contract lists them (spec section 3, "Bet kinds"), priced from the
// match's rates. Cached by (match, odds version): a price is a pure function of both.
import { basketballMarkets } from './basketball-markets.ts';
import { footballMarkets } from './football-markets.ts';
import type { Market, PricedMatch } from './market.ts';

const cache = new Map<string, Market[]>();
const CACHE_LIMIT = 20_000;

export function marketsOf(match: PricedMatch): Market[] {
  if (match.sport === 'cricket') return [];
  const key = `${match.id}:${match.odds_version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const markets =
    match.sport === 'basketball'
      ? basketballMarkets(match.home_rate, match.away_rate)
      : footballMarkets(match.home_rate, match.away_rate);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, markets);
  return markets;
}

/** The offered market of a pick, or undefined when the match does not offer it. */
export function findMarket(
  match: PricedMatch,
  pick: { kind: string; name: string; handicap_val?: string | undefined },
): Market | undefined {
  return marketsOf(match).find(
    (market) =>
      market.kind === pick.kind &&
      market.name === pick.name &&
      (pick.handicap_val === undefined || market.handicap_val === pick.handicap_val),
  );
}
