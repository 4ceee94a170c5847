// What a bet row's `detail` holds: the validated bet, with amounts as decimal strings in the bet's
// currency, exactly as @bet/domain settles it.
import type { BetKind } from '@bet/domain/bet-slip';
import type { MarkSixBet } from '@bet/domain/mark-six';
import type { RacingBet } from '@bet/domain/racing';
import type { CricketMarketKind } from '@bet/domain/sports-outcomes';

export interface SportsLegDetail {
  match_id: string;
  kind: BetKind;
  name: string;
  odds: string;
  handicap_val: string | null;
}

/** A single (one leg, strings [1]) or an "N String 1" parlay. */
export interface SportsDetail {
  type: 'single' | 'parlay';
  legs: SportsLegDetail[];
  strings: number[];
  /** Stake per ticket. */
  amount: string;
  multiple: number;
}

export interface CricketDetail {
  matchId: string;
  id: string;
  market: CricketMarketKind;
  option: string;
  line?: string;
  odd: string;
  categoryLabel: string;
  slipLabel: string;
  amount: string;
}

export type LotteryDetail = MarkSixBet & { stake: string; odds: string };
export type RacingDetail = RacingBet & { stake: string; odds: string };
