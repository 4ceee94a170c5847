// Kysely row types of migrations/0003-games.sql (part 2: feeds, bets, limits, third-party games).
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Id = ColumnType<bigint, never, never>;
type Money = ColumnType<bigint, bigint | string, bigint | string>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type SportKey = 'soccer' | 'basketball' | 'bd' | 'cricket';
export type MatchState = 'upcoming' | 'live' | 'finished' | 'postponed' | 'cancelled';
export type DrawRowState = 'pending' | 'closed' | 'settled' | 'canceled';
export type BetCategory = 'sports' | 'cricket' | 'lottery' | 'racing';

/** Sport-specific facts of a match: cricket's toss winner. */
export interface MatchDetail {
  toss?: 'a' | 'b';
}

export interface SportMatchesTable {
  id: bigint;
  sport: SportKey;
  league: string;
  home: string;
  away: string;
  start_at: Timestamp;
  kickoff_at: Timestamp;
  state: MatchState;
  home_rate: number;
  away_rate: number;
  odds_version: Generated<number>;
  home_score: number | null;
  away_score: number | null;
  half_home: number | null;
  half_away: number | null;
  detail: NullableJson<MatchDetail>;
  result_at: NullableTimestamp;
  settled_at: NullableTimestamp;
}

export interface DrawsTable {
  game: string;
  match_id: string;
  seq: bigint;
  draw_at: Timestamp;
  deadline: Timestamp;
  state: DrawRowState;
  numbers: NullableJson<number[]>;
  special: number | null;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
}

export interface BetsTable {
  id: Id;
  bet_no: string;
  order_no: string;
  member_id: bigint;
  game: string;
  game_id: number | null;
  category: BetCategory;
  draw_match_id: string | null;
  currency: string;
  rate: string;
  stake: Money;
  multiple: number;
  tickets: number;
  total: Money;
  debit: Money;
  detail: Json<unknown>;
  status: Generated<number>;
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  tax: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  credit: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  outcome: NullableJson<unknown>;
  balance_after: Money;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface BetMatchesTable {
  bet_id: bigint;
  match_id: bigint;
}

export interface GameLimitsTable {
  game: string;
  game_type: string;
  bet_min: Money;
  bet_max: Money;
  multiple_min: number;
  multiple_max: number;
  bonus_min: Money;
  bonus_max: Money;
}

export interface GameSessionsTable {
  token_hash: string;
  member_id: bigint;
  provider: string;
  game_id: string;
  expires_at: Timestamp;
}

export interface ProviderBetsTable {
  id: Id;
  bet_no: string;
  member_id: bigint;
  provider: string;
  game_id: string;
  game_name: string;
  bet_amount: Money;
  win_amount: Money;
  created_at: Timestamp;
}

export interface GamesSchema {
  sport_matches: SportMatchesTable;
  draws: DrawsTable;
  bets: BetsTable;
  bet_matches: BetMatchesTable;
  game_limits: GameLimitsTable;
  game_sessions: GameSessionsTable;
  provider_bets: ProviderBetsTable;
}

export type SportMatch = Selectable<SportMatchesTable>;
export type DrawRow = Selectable<DrawsTable>;
export type BetRow = Selectable<BetsTable>;
export type GameLimitRow = Selectable<GameLimitsTable>;
