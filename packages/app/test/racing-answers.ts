// Fake answers for the pk10 board, page and stories: the odds as the reference server lays them
// out (every group of spec section 9, each line keyed by racingSelectionId) and priced (the fair
// odds less a 6% margin), the stake limits of each racing bet type, and the races of the draws
// list. Test code only.
import type { DataOf } from '@bet/api/contract/endpoints';
import {
  FAIR_SUM_ODDS,
  FAIR_SUM_SIDE_ODDS,
  racingGroupSelections,
  racingSelectionId,
  type RacingSelection,
} from '@bet/domain/racing';

type Race = DataOf<'racing.draws'>['list'][number];

const MINUTE = 60_000;

/** Prices as the reference server quotes them: the fair odds less a 6% margin. */
function price(selection: RacingSelection): string {
  const less = (fair: number) => (Math.floor(fair * 94) / 100).toFixed(2);
  switch (selection.type) {
    case 'position':
      return less(10);
    case 'twoSide':
    case 'dragonTiger':
      return less(2);
    case 'sumValue':
      return less(FAIR_SUM_ODDS[selection.sum] ?? 0);
    case 'sumSide':
      return less(FAIR_SUM_SIDE_ODDS[selection.side]);
  }
}

const GROUPS = Array.from({ length: 27 }, (_, index) => index);

export const RACING_ODDS: DataOf<'racing.odds'> = {
  odds_name: GROUPS.map((index) => ({ value: `group${index}`, subset: `group${index}` })),
  odds: GROUPS.flatMap(racingGroupSelections).map((selection) => ({
    id: racingSelectionId(selection),
    v: price(selection),
  })),
};

export const RACING_LIMITS: DataOf<'games.betLimits'> = [
  'position',
  'twoSide',
  'sumValue',
  'sumSide',
  'dragonTiger',
].map((type) => ({
  game_type: type,
  bet_min: '1',
  bet_max: '2000',
  multiple_min: 1,
  multiple_max: 1,
  bonus_min: '0',
  bonus_max: '0',
}));

/** Finishing orders of the drawn races, by how many races before the open one (1, 2, ...). */
const ORDERS: readonly (readonly number[])[] = [
  [3, 8, 1, 10, 5, 2, 9, 4, 7, 6],
  [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
];

/**
 * A race `index` races before the open one, five minutes apart. The open race (0) closes
 * `deadlineInMs` from now and runs a minute later; the others are drawn (and settled).
 */
export function racingDraw(index: number, deadlineInMs: number, now = Date.now()): Race {
  const open = index === 0;
  const drawAt = new Date(now + deadlineInMs + MINUTE - index * 5 * MINUTE);
  const cars = open ? null : [...(ORDERS[(index - 1) % ORDERS.length] ?? [])];
  return {
    match_id: `pk${String(500 - index)}`,
    state: open ? 'pending' : 'settled',
    draw_at: drawAt.toISOString(),
    deadline: new Date(drawAt.getTime() - MINUTE).toISOString(),
    cars,
    sum: cars === null ? null : (cars[0] ?? 0) + (cars[1] ?? 0),
    dragon_tiger: null,
  };
}
