// Draws as the contract shows them (spec section 3, "Draw": number, next draw or deadline, special
// code, number code, sides, tails; racing: cars, champion + runner-up sum, dragon/tiger).
import { specialCodeSides } from '@bet/domain/mark-six';
import { championRunnerUpSum, dragonTiger, type DragonTigerPosition } from '@bet/domain/racing';
import type { DrawRow } from '../db/schema-games.ts';
import { isDrawGame, scheduledDraw } from '../feeds/draw-schedule.ts';

/** Whether a draw's numbers are out (closed or settled); before that they are not shown. */
export function isDrawn(draw: DrawRow): boolean {
  return draw.numbers !== null && (draw.state === 'closed' || draw.state === 'settled');
}

function timing(draw: DrawRow) {
  const next = isDrawGame(draw.game) ? scheduledDraw(draw.game, Number(draw.seq) + 1) : null;
  return {
    match_id: draw.match_id,
    state: draw.state,
    draw_at: draw.draw_at.toISOString(),
    deadline: draw.deadline.toISOString(),
    next,
  };
}

export function markSixDrawView(draw: DrawRow) {
  const { next, ...head } = timing(draw);
  const numbers = isDrawn(draw) ? (draw.numbers ?? null) : null;
  const special = numbers === null ? null : draw.special;
  return {
    ...head,
    numbers,
    special,
    sides: special === null ? null : specialCodeSides(special),
    tails:
      numbers === null || special === null
        ? null
        : [...new Set([...numbers, special].map((ball) => ball % 10))].sort((a, b) => a - b),
    next_match_id: next?.matchId ?? null,
    next_deadline: next?.deadline.toISOString() ?? null,
  };
}

const DRAGON_TIGER_POSITIONS: readonly DragonTigerPosition[] = [1, 2, 3, 4, 5];

export function racingDrawView(draw: DrawRow) {
  const { next: _next, ...head } = timing(draw);
  const cars = isDrawn(draw) ? (draw.numbers ?? null) : null;
  return {
    ...head,
    cars,
    sum: cars === null ? null : championRunnerUpSum(cars).sum,
    dragon_tiger:
      cars === null ? null : DRAGON_TIGER_POSITIONS.map((position) => dragonTiger(cars, position)),
  };
}
