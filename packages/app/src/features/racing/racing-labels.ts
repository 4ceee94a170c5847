// How racing selections read (common:racing.* and the racing namespace): on the board, in the
// stakes panel and in my bets. "Champion · Big", "Sum 11", "Third · Car 7",
// "Champion vs Tenth · Dragon".
import {
  PK10_POSITIONS,
  type DragonTigerPosition,
  type Pk10Subset,
  type RacingSelection,
} from '@bet/domain/racing';
import type { Text } from '@bet/ui/text';

/** A 1-based position's name: "Champion", "Runner-up", ..., "Tenth". */
export function positionName(t: Text, position: number): string {
  const name = PK10_POSITIONS[position - 1];
  return name === undefined ? String(position) : t(`common:racing.${name}`);
}

/** Dragon vs tiger of a position: "Champion vs Tenth". */
export function dragonTigerName(t: Text, position: DragonTigerPosition): string {
  return t('racing:versus', {
    first: positionName(t, position),
    second: positionName(t, 11 - position),
  });
}

/** A line's own label inside its group: "Big", "11", "Car 7", "Dragon". */
export function lineLabel(t: Text, selection: RacingSelection): string {
  switch (selection.type) {
    case 'twoSide':
    case 'sumSide':
      return t(`common:racing.${selection.side}`);
    case 'sumValue':
      return String(selection.sum);
    case 'position':
      return t('common:racing.car', { n: selection.car });
    case 'dragonTiger':
      return t(`common:racing.${selection.pick}`);
  }
}

/** A pick away from the board (stakes panel, my bets): its group, then the line. */
export function racingPickLabel(t: Text, selection: RacingSelection): string {
  switch (selection.type) {
    case 'twoSide':
    case 'position':
      return `${positionName(t, selection.position)} · ${lineLabel(t, selection)}`;
    case 'sumValue':
      return t('racing:sumOf', { n: selection.sum });
    case 'sumSide':
      return `${t('racing:sum')} · ${lineLabel(t, selection)}`;
    case 'dragonTiger':
      return `${dragonTigerName(t, selection.position)} · ${lineLabel(t, selection)}`;
  }
}

/** A subset's tab label. */
export function subsetName(t: Text, subset: Pk10Subset): string {
  switch (subset) {
    case 'twoSides':
      return t('common:racing.twoSides');
    case 'sum':
      return t('common:racing.championRunnerUpSum');
    case 'oneToFive':
      return t('racing:subsets.oneToFive');
    case 'sixToTen':
      return t('racing:subsets.sixToTen');
    case 'dragonTiger':
      return t('common:racing.dragonVsTiger');
  }
}
