// Fake answers for the draw games' pages and stories: the server's clock, a mark-six game's draws
// (the open one, then drawn ones), a draws list over any draws, and the placed order (the odds are
// test/mark-six-odds.ts; racing's answers test/racing-answers.ts). Test code only.
import type { DataOf } from '@bet/api/contract/endpoints';
import type { RecordedRequest } from './fake-api';

type Draw = DataOf<'lottery.draws'>['list'][number];

const MINUTE = 60_000;

/** The clock answer of a server `offsetMs` ahead of this browser. */
export function serverTimeAnswer(offsetMs = 0) {
  return () => ({ now: new Date(Date.now() + offsetMs).toISOString() });
}

/**
 * A draw `index` days before the open one. The open draw (0) closes `deadlineInMs` from now and
 * draws five minutes later; the drawn ones were drawn on 2026-03-08, 03-07, ... at 21:30 in Hong
 * Kong (the horse year: ball 1 is the horse, ball 7 the rat).
 */
export function markSixDraw(index: number, deadlineInMs: number, now = Date.now()): Draw {
  const open = index === 0;
  const drawAt = open
    ? new Date(now + deadlineInMs + 5 * MINUTE)
    : new Date(Date.UTC(2026, 2, 9 - index, 13, 30));
  return {
    match_id: `2026030${String(9 - index)}`,
    state: open ? 'pending' : 'settled',
    draw_at: drawAt.toISOString(),
    deadline: new Date(drawAt.getTime() - 5 * MINUTE).toISOString(),
    numbers: open ? null : [3, 12, 25, 31, 40, 47],
    special: open ? null : 7,
    sides: null,
    tails: null,
    next_match_id: null,
    next_deadline: null,
  };
}

/** lottery.draws or racing.draws over `draws` (newest first), honouring start and limit. */
export function drawsAnswer<D>(draws: () => readonly D[]) {
  return (request: RecordedRequest) => {
    const start = Number(request.search.get('start') ?? 0);
    const limit = Number(request.search.get('limit') ?? 20);
    const all = draws();
    return { list: all.slice(start, start + limit), total: all.length };
  };
}

export const PLACED_ORDER: DataOf<'lottery.bet'> = {
  order_id: 'LT-1001',
  tickets: 1,
  total_stake: '10',
  balance: '990.5',
};
