// From the odds and limits calls to the board's picks (spec section 3, "Racing odds": odds_name
// (value, subset) and odds (id, v)). A line is keyed by the domain's racingSelectionId, the id the
// server prices it under; its stake limits are those the server checks a racing stake against:
// the game's limits row for the bet's type (games.betLimits for pk10, game_type = the bet type).
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  pk10SubsetIndexes,
  racingGroupSelections,
  racingSelectionId,
  type Pk10Subset,
  type RacingSelection,
} from '@bet/domain/racing';
import type { DrawPick } from '../draws';

export type RacingOdds = DataOf<'racing.odds'>;
export type RacingLimits = DataOf<'games.betLimits'>;
export type RacingPick = DrawPick<RacingSelection>;

/** The odds of each line, by line id. */
export function racingPrices(odds: RacingOdds): ReadonlyMap<string, string> {
  return new Map(odds.odds.map((line) => [line.id, line.v]));
}

/**
 * The pick of a line: its id, odds, one ticket, and its type's stake limits in the base currency
 * ('0' where the game has no row). Undefined when the odds list does not price the line.
 */
export function racingPick(
  selection: RacingSelection,
  prices: ReadonlyMap<string, string>,
  limits: RacingLimits,
): RacingPick | undefined {
  const key = racingSelectionId(selection);
  const odds = prices.get(key);
  if (odds === undefined) return undefined;
  const limit = limits.find((row) => row.game_type === selection.type);
  return {
    key,
    selection,
    odds,
    min: limit?.bet_min ?? '0',
    max: limit?.bet_max ?? '0',
    tickets: 1,
  };
}

/**
 * The odds group indexes of a subset that the server offers: named in odds_name and with at least
 * one priced line.
 */
export function offeredGroups(
  odds: RacingOdds,
  prices: ReadonlyMap<string, string>,
  subset: Pk10Subset,
): number[] {
  return pk10SubsetIndexes(subset).filter(
    (index) =>
      odds.odds_name[index] !== undefined &&
      racingGroupSelections(index).some((selection) => prices.has(racingSelectionId(selection))),
  );
}
