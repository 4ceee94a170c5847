// A priced market and the match facts that price it: the shape markets.ts and the per-sport
// market files (football-markets.ts, basketball-markets.ts) share.
import type { BetKind } from '@bet/domain/bet-slip';
import type { SportKey } from '../db/schema-games.ts';

export interface Market {
  kind: BetKind;
  name: string;
  odds: string;
  handicap_val: string | null;
}

export interface PricedMatch {
  id: bigint;
  sport: SportKey;
  home_rate: number;
  away_rate: number;
  odds_version: number;
}
