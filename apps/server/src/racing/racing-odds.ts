// pk10 prices (spec section 3, "Racing odds": odds_name (value, subset) and odds (id, v); rules.md
// "Ten-car racing"): each bet's chance, from @bet/domain/racing's fair odds where it has them, minus
// the operator's margin. Groups follow spec section 9's indexes 0-26 (racingOddsGroup).
import {
  FAIR_SUM_ODDS,
  FAIR_SUM_SIDE_ODDS,
  PK10_POSITIONS,
  racingOddsGroup,
  type RacingBet,
  type TwoSide,
} from '@bet/domain/racing';
import { oddsFor } from '../feeds/pricing-math.ts';

const TWO_SIDES: readonly TwoSide[] = ['big', 'small', 'odd', 'even'];
const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const SUMS = Array.from({ length: 17 }, (_, i) => i + 3);

/** The id of a bet's line in the odds list, e.g. "position:3:7" or "dragonTiger:2:tiger". */
export function racingOddsId(bet: RacingBet): string {
  switch (bet.type) {
    case 'position':
      return `position:${bet.position}:${bet.car}`;
    case 'twoSide':
      return `twoSide:${bet.position}:${bet.side}`;
    case 'sumValue':
      return `sumValue:${bet.sum}`;
    case 'sumSide':
      return `sumSide:${bet.side}`;
    case 'dragonTiger':
      return `dragonTiger:${bet.position}:${bet.pick}`;
  }
}

function chance(bet: RacingBet): number {
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

export function racingOdds(bet: RacingBet): string {
  return oddsFor(chance(bet));
}

const priced = { stake: 1, odds: 1 } as const;

/** Every line of a group index of spec section 9. */
function groupBets(index: number): RacingBet[] {
  const group = racingOddsGroup(index);
  if (!group) return [];
  switch (group.group) {
    case 'twoSide':
      return TWO_SIDES.map((side) => ({
        ...priced,
        type: 'twoSide',
        position: group.position,
        side,
      }));
    case 'sum':
      return group.part === 'value'
        ? SUMS.map((sum) => ({ ...priced, type: 'sumValue', sum }))
        : TWO_SIDES.map((side) => ({ ...priced, type: 'sumSide', side }));
    case 'position':
      return CARS.map((car) => ({ ...priced, type: 'position', position: group.position, car }));
    case 'dragonTiger':
      return (['dragon', 'tiger'] as const).map((pick) => ({
        ...priced,
        type: 'dragonTiger',
        position: group.position,
        pick,
      }));
  }
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
    odds: RACING_GROUP_INDEXES.flatMap(groupBets).map((bet) => ({
      id: racingOddsId(bet),
      v: racingOdds(bet),
    })),
  };
}
