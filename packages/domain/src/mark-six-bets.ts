// Mark-six bet types, selection rules and odds groups (spec sections 3, 5 and 9).
import type { BallColor, HalfWaveSide, SideKey } from './mark-six-balls';
import type { ZodiacAnimal } from './mark-six-zodiac';

/** Bet types of spec section 3. */
export const MARK_SIX_BET_TYPES = [
  'specialCode',
  'specialCodeSide',
  'specialCodeColor',
  'specialCodeAnimal',
  'specialCodeMergeAnimal',
  'specialCodeTail',
  'tail',
  'specialCodeCombinationZodiacs',
  'numberCode',
  'numberCodeSide',
  'numberCodeColor',
] as const;
export type MarkSixBetType = (typeof MARK_SIX_BET_TYPES)[number];

/** Colour bet, or half-wave (colour plus a side) when `side` is given. */
export type ColorPick = { color: BallColor; side?: HalfWaveSide };
/** Regular-number position 1..6 of the draw (number code bets). */
export type NumberPosition = 1 | 2 | 3 | 4 | 5 | 6;
/** The positions of the six regular numbers, in draw order. */
export const NUMBER_POSITIONS = [1, 2, 3, 4, 5, 6] as const satisfies readonly NumberPosition[];

/**
 * A mark-six bet. `stake` is per ticket; `odds` the decimal odds of the pick. Combination zodiacs
 * place one ticket per group of `level` animals taken from `animals`.
 */
export type MarkSixBet = { stake: number | string; odds: number | string } & (
  | { type: 'specialCode'; ball: number }
  | { type: 'specialCodeSide'; side: SideKey }
  | { type: 'specialCodeColor'; pick: ColorPick }
  | { type: 'specialCodeAnimal'; animal: ZodiacAnimal }
  | { type: 'specialCodeMergeAnimal'; animals: readonly ZodiacAnimal[] }
  | { type: 'specialCodeTail'; tail: number }
  | { type: 'tail'; tail: number }
  | {
      type: 'specialCodeCombinationZodiacs';
      animals: readonly ZodiacAnimal[];
      level: CombinationLevel;
    }
  | { type: 'numberCode'; ball: number }
  | { type: 'numberCodeSide'; position: NumberPosition; side: SideKey }
  | { type: 'numberCodeColor'; position: NumberPosition; pick: ColorPick }
);

/** A bet without its stake and odds: what a board selects (distributes over the bet types). */
export type MarkSixSelection = MarkSixBet extends infer B
  ? B extends MarkSixBet
    ? Omit<B, 'stake' | 'odds'>
    : never
  : never;

export type SelectionResult<K extends string> = { ok: true } | { ok: false; error: K };

/** Merged animal (spec section 5): 2 to 9, or exactly 6 for one brand variant. */
export const MERGED_ANIMAL_MIN = 2;
export const MERGED_ANIMAL_MAX = 9;
export const MERGED_ANIMAL_EXACT = 6;

export type MergedAnimalError = 'shouldSelectSix' | 'atLeastTwo' | 'mostNine';

export function validateMergedAnimalSelection(
  count: number,
  options: { exactlySix: boolean },
): SelectionResult<MergedAnimalError> {
  if (options.exactlySix)
    return count === MERGED_ANIMAL_EXACT ? { ok: true } : { ok: false, error: 'shouldSelectSix' };
  if (count < MERGED_ANIMAL_MIN) return { ok: false, error: 'atLeastTwo' };
  if (count > MERGED_ANIMAL_MAX) return { ok: false, error: 'mostNine' };
  return { ok: true };
}

/** Combination levels 1..5 (lottery odds indexes 25-29 are its five groups). */
export const COMBINATION_LEVELS = [1, 2, 3, 4, 5] as const;
export type CombinationLevel = (typeof COMBINATION_LEVELS)[number];
/** At most 5 animals in a combination (spec section 9). */
export const COMBINATION_ZODIAC_MAX = 5;

export type CombinationZodiacError =
  'atLeastOne' | 'mostFive' | `atLeastCombinationLevel${CombinationLevel}`;

export function isCombinationLevel(level: number): level is CombinationLevel {
  return (COMBINATION_LEVELS as readonly number[]).includes(level);
}

/**
 * Combination zodiacs (spec section 5): at level 1 at least 1 (atLeastOne); at a higher level at
 * least as many as the level (atLeastCombinationLevel{n}); at most 5 at every level (spec sec 9).
 */
export function validateCombinationZodiacs(
  count: number,
  level: number,
): SelectionResult<CombinationZodiacError> {
  if (!isCombinationLevel(level))
    throw new RangeError(`Invalid combination level: ${String(level)} (expected 1..5)`);
  if (count < level)
    return { ok: false, error: level === 1 ? 'atLeastOne' : `atLeastCombinationLevel${level}` };
  if (count > COMBINATION_ZODIAC_MAX) return { ok: false, error: 'mostFive' };
  return { ok: true };
}

/** 15% is deducted from the prize on the zodiac of the year in combination zodiacs (spec sec 9). */
export const COMBINATION_ZODIAC_DEDUCTION = 0.15;

/** PlaceLotteryBet action id (spec section 9). */
export const PLACE_LOTTERY_BET_ACTION_ID = 0;

export type LotteryOddsGroup = { type: MarkSixBetType; level?: CombinationLevel };

/**
 * Lottery odds indexes 21-29 (spec section 9: special zodiac, merged animal, tail and the 1-5 of 1
 * combination groups). The spec names four groups for nine indexes; "tail" covers two of them
 * (special-code tail and tail), which makes the count exact: 21, 22, 23-24, 25-29.
 */
export const LOTTERY_ODDS_GROUPS: Readonly<Record<number, LotteryOddsGroup>> = {
  21: { type: 'specialCodeAnimal' },
  22: { type: 'specialCodeMergeAnimal' },
  23: { type: 'specialCodeTail' },
  24: { type: 'tail' },
  25: { type: 'specialCodeCombinationZodiacs', level: 1 },
  26: { type: 'specialCodeCombinationZodiacs', level: 2 },
  27: { type: 'specialCodeCombinationZodiacs', level: 3 },
  28: { type: 'specialCodeCombinationZodiacs', level: 4 },
  29: { type: 'specialCodeCombinationZodiacs', level: 5 },
};

export function lotteryOddsGroup(index: number): LotteryOddsGroup | undefined {
  return LOTTERY_ODDS_GROUPS[index];
}

/** Every k-subset of items, in order (the tickets of a combination-zodiac bet). */
export function subsetsOf<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) =>
    subsetsOf(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]),
  );
}

/** Tickets a bet places: one per group of `level` animals for combination zodiacs, else one. */
export function markSixTickets(selection: MarkSixSelection): number {
  return selection.type === 'specialCodeCombinationZodiacs'
    ? subsetsOf([...new Set(selection.animals)], selection.level).length
    : 1;
}
