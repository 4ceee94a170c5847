// pk10 prices (spec section 3, "Racing odds": odds_name (value, subset) and odds (id, v); rules.md
// "Ten-car racing"): each bet's chance, from @bet/domain/racing's fair odds where it has them, minus
// the operator's margin. Groups follow spec section 9's indexes 0-26 (racingOddsGroup); a group's
// lines and their ids are the domain's (racingGroupSelections, racingSelectionId).
import {
  FAIR_SUM_ODDS,
  FAIR_SUM_SIDE_ODDS,
  PK10_POSITIONS,
  racingGroupSelections,
  racingOddsGroup,
  racingSelectionId,
  type RacingSelection,
} from '@bet/domain/racing';
import { oddsFor } from '../feeds/pricing-math.ts';

function chance(bet: RacingSelection): number {
  switch (bet.type) {
    case 'position':
      return 1 / 10;
    case 'twoSide':
    case 'dragonTiger':
      return 1 / 2;
    case 'sumValue':
      return 1 / (FAIR_SUM_ODDS[bet.sum] ?? Infinity);
    case 'sumSide':
      return 1 / FAIR_SUM_SIDE_ODDS[bet.side];
  }
}

/** Today's odds of a line (a bet's stake and odds do not change them). */
export function racingOdds(bet: RacingSelection): string {
  return oddsFor(chance(bet));
}

function groupName(index: number): { value: string; subset: string } {
  const group = racingOddsGroup(index);
  if (!group) return { value: '', subset: '' };
  if (group.group === 'sum')
    return {
      value: 'championRunnerUpSum',
      subset: group.part === 'value' ? 'sumValue' : 'sumSide',
    };
  return { value: PK10_POSITIONS[group.position - 1] ?? '', subset: group.group };
}

export const RACING_GROUP_INDEXES = Array.from({ length: 27 }, (_, i) => i);

export function racingOddsList() {
  return {
    odds_name: RACING_GROUP_INDEXES.map(groupName),
    // Lines and their ids come from the domain, so the board lists and keys the same ones.
    odds: RACING_GROUP_INDEXES.flatMap(racingGroupSelections).map((selection) => ({
      id: racingSelectionId(selection),
      v: racingOdds(selection),
    })),
  };
}
