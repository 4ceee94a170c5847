// Where a mark-six selection is priced in the odds call (spec section 3, "Lottery odds"; the
// server's lottery/mark-six-odds.ts): one group per bet type, named after it, with a position
// (numberCodeSide3, numberCodeColor3) or a level (specialCodeCombinationZodiacs2) where the type
// has one. A line's prop is the ball, side, colour ('red', 'red:big'), animal or tail; merged
// animals are priced by count ('4', or '4y' when the year's animal is among them) and combination
// zodiacs by level. The pick a board adds carries its line's odds and stake limits.
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  COMBINATION_LEVELS,
  markSixTickets,
  NUMBER_POSITIONS,
  ZODIAC_ANIMALS,
  type MarkSixBetType,
  type ColorPick,
  type MarkSixSelection,
  type ZodiacAnimal,
} from '@bet/domain/mark-six';
import type { DrawPick } from '../../draws';

/** The answer of the odds call. */
export type LotteryOdds = DataOf<'lottery.odds'>;
export type LotteryOddsLine = LotteryOdds[number]['odds'][number];
export type MarkSixPick = DrawPick<MarkSixSelection>;

/** Animals in zodiac order (rat first), without repeats: one spelling per set of animals. */
export function sortedAnimals(animals: readonly ZodiacAnimal[]): ZodiacAnimal[] {
  return ZODIAC_ANIMALS.filter((animal) => animals.includes(animal));
}

const colorProp = (pick: ColorPick) =>
  pick.side === undefined ? pick.color : `${pick.color}:${pick.side}`;

/** The name of the odds group that prices the selection. */
export function oddsGroupName(selection: MarkSixSelection): string {
  switch (selection.type) {
    case 'numberCodeSide':
    case 'numberCodeColor':
      return `${selection.type}${selection.position}`;
    case 'specialCodeCombinationZodiacs':
      return `${selection.type}${selection.level}`;
    default:
      return selection.type;
  }
}

/** The groups that price a bet type: one per position or level where it has them. */
export function oddsGroupNames(type: MarkSixBetType): string[] {
  switch (type) {
    case 'numberCodeSide':
    case 'numberCodeColor':
      return NUMBER_POSITIONS.map((position) => `${type}${position}`);
    case 'specialCodeCombinationZodiacs':
      return COMBINATION_LEVELS.map((level) => `${type}${level}`);
    default:
      return [type];
  }
}

/** Whether the odds call prices the bet type at all. */
export function hasOddsFor(odds: LotteryOdds, type: MarkSixBetType): boolean {
  const names = oddsGroupNames(type);
  return odds.some((group) => names.includes(group.name) && group.odds.length > 0);
}

/**
 * The selection's prop in its group. `year` is the animal of the draw's lunar year, which prices
 * merged animals; without it (a date the zodiac table does not cover) they have no prop.
 */
export function oddsProp(
  selection: MarkSixSelection,
  year: ZodiacAnimal | null,
): string | undefined {
  switch (selection.type) {
    case 'specialCode':
    case 'numberCode':
      return String(selection.ball);
    case 'specialCodeSide':
    case 'numberCodeSide':
      return selection.side;
    case 'specialCodeColor':
    case 'numberCodeColor':
      return colorProp(selection.pick);
    case 'specialCodeAnimal':
      return selection.animal;
    case 'specialCodeMergeAnimal': {
      if (year === null) return undefined;
      const count = new Set(selection.animals).size;
      return selection.animals.includes(year) ? `${count}y` : String(count);
    }
    case 'specialCodeTail':
    case 'tail':
      return String(selection.tail);
    case 'specialCodeCombinationZodiacs':
      return String(selection.level);
  }
}

/** The line that prices the selection, or undefined when the odds call has none for it. */
export function oddsLineOf(
  odds: LotteryOdds,
  selection: MarkSixSelection,
  year: ZodiacAnimal | null,
): LotteryOddsLine | undefined {
  const prop = oddsProp(selection, year);
  if (prop === undefined) return undefined;
  const group = odds.find((g) => g.name === oddsGroupName(selection));
  return group?.odds.find((line) => line.prop === prop);
}

/** The pick's id within a game: 'specialCode:7', 'numberCodeSide:3:big', 'mergeAnimal:rat,ox'. */
export function markSixPickKey(selection: MarkSixSelection): string {
  switch (selection.type) {
    case 'specialCode':
    case 'numberCode':
      return `${selection.type}:${selection.ball}`;
    case 'specialCodeSide':
      return `${selection.type}:${selection.side}`;
    case 'numberCodeSide':
      return `${selection.type}:${selection.position}:${selection.side}`;
    case 'specialCodeColor':
      return `${selection.type}:${colorProp(selection.pick)}`;
    case 'numberCodeColor':
      return `${selection.type}:${selection.position}:${colorProp(selection.pick)}`;
    case 'specialCodeAnimal':
      return `${selection.type}:${selection.animal}`;
    case 'specialCodeMergeAnimal':
      return `${selection.type}:${sortedAnimals(selection.animals).join(',')}`;
    case 'specialCodeTail':
    case 'tail':
      return `${selection.type}:${selection.tail}`;
    case 'specialCodeCombinationZodiacs':
      return `${selection.type}:${selection.level}:${sortedAnimals(selection.animals).join(',')}`;
  }
}

/** Merged and combination animals in zodiac order, so a pick's key and body agree. */
function normalized(selection: MarkSixSelection): MarkSixSelection {
  return selection.type === 'specialCodeMergeAnimal' ||
    selection.type === 'specialCodeCombinationZodiacs'
    ? { ...selection, animals: sortedAnimals(selection.animals) }
    : selection;
}

/** The priced pick of a selection, or undefined when the odds call does not price it. */
export function markSixPick(
  odds: LotteryOdds,
  selection: MarkSixSelection,
  year: ZodiacAnimal | null,
): MarkSixPick | undefined {
  const line = oddsLineOf(odds, selection, year);
  if (line === undefined) return undefined;
  const picked = normalized(selection);
  return {
    key: markSixPickKey(picked),
    selection: picked,
    odds: line.odd,
    min: line.min,
    max: line.max,
    tickets: markSixTickets(picked),
  };
}
