// What pricing a bet reads: the live feeds, the clock, limits, rates and availability, all in
// memory or cached, so that a bet costs the database one batched booking and nothing else.
import { ODDS_CHANGED_REASON } from '@bet/api/contract/sports-schemas';
import { compare, parseDecimal } from '@bet/domain/decimal';
import type { DrawFeed } from '../feeds/draw-feed.ts';
import type { SportsFeed } from '../feeds/sports-feed.ts';
import { businessErrorWithData } from '../http/errors.ts';
import type { BettingCatalog } from './betting-catalog.ts';
import type { GameLimits } from './limits.ts';

export interface PlanContext {
  now: Date;
  sports: SportsFeed;
  draws: DrawFeed;
  limits: GameLimits;
  catalog: BettingCatalog;
}

export const ODDS_CHANGED = 'Odds changed';

/** A price the member saw that is no longer the price: its position in the request and new odds. */
export interface OddsChange {
  index: number;
  odds: string;
  [field: string]: unknown;
}

export function sameOdds(a: string, b: string): boolean {
  return compare(parseDecimal(a), parseDecimal(b)) === 0;
}

/**
 * Issue 5: "a changed price is a clear business error with the new odds". The data is
 * `{ reason: 'oddsChanged', changes }`; sports and cricket changes also carry match_id, kind, name,
 * old and new (oddsChangedRefusalSchema of @bet/api/contract/sports-schemas, issue 15).
 */
export function assertOddsUnchanged(changes: OddsChange[]): void {
  if (changes.length > 0)
    throw businessErrorWithData(ODDS_CHANGED, { reason: ODDS_CHANGED_REASON, changes });
}
