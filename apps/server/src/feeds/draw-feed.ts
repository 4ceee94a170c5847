// Mark-six and racing draws (issue 5): each game keeps its next draw published, and when a draw's
// time comes its numbers are drawn (a CSPRNG unless FEED_SEED is set) and it is closed for
// settlement. Betting is open until the draw's deadline (spec section 4). On start, each game's
// last HISTORY draws that are not stored yet are drawn from the same streams, so draw lists and
// trends (issue 16: the last 50 draws) have a history from the first minute; nobody could bet on
// those, so they are stored settled.
import { isDrawOpen } from '@bet/domain/statuses';
import type { FeedContext } from './feed-context.ts';
import {
  DRAW_GAMES,
  RACING_GAME,
  nextDraw,
  scheduledDraw,
  type DrawGame,
  type ScheduledDraw,
} from './draw-schedule.ts';
import { drawDistinct } from './random.ts';

/** How many draws ahead are published (the open one and the one after). */
const AHEAD = 2;
/** How many past draws a game has once the feed starts (the trends read 50). */
export const DRAW_HISTORY = 50;

/** A draw's numbers from its own stream: six balls and a special from 49, or the ten cars. */
function drawNumbers(ctx: FeedContext, game: string, seq: bigint | number) {
  const rng = ctx.random.stream(`draw:${game}:${seq}`);
  if (game === RACING_GAME) return { numbers: drawDistinct(rng, 10, 10), special: null };
  const balls = drawDistinct(rng, 49, 7);
  return { numbers: balls.slice(0, 6), special: balls[6] ?? null };
}

export class DrawFeed {
  readonly #ctx: FeedContext;

  constructor(ctx: FeedContext) {
    this.#ctx = ctx;
  }

  /** The draw bets go to now, and whether it still takes them. */
  currentDraw(game: DrawGame, now: Date): ScheduledDraw & { open: boolean } {
    const draw = nextDraw(game, now);
    return { ...draw, open: isDrawOpen('pending', draw.deadline, now) };
  }

  /** Stores the draws of the last DRAW_HISTORY periods that are missing, drawn and settled. */
  async backfill(now: Date): Promise<void> {
    const rows = DRAW_GAMES.flatMap((game) => {
      const first = nextDraw(game, now).seq;
      return Array.from({ length: DRAW_HISTORY }, (_, i) => {
        const draw = scheduledDraw(game, first - DRAW_HISTORY + i);
        const { numbers, special } = drawNumbers(this.#ctx, game, draw.seq);
        return {
          game,
          match_id: draw.matchId,
          seq: BigInt(draw.seq),
          draw_at: draw.drawAt,
          deadline: draw.deadline,
          state: 'settled' as const,
          numbers: JSON.stringify(numbers),
          special,
          drawn_at: draw.drawAt,
          settled_at: draw.drawAt,
        };
      });
    });
    await this.#ctx.db
      .insertInto('draws')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  async tick(now: Date): Promise<void> {
    await this.#publish(now);
    await this.#drawDue(now);
  }

  async #publish(now: Date): Promise<void> {
    const rows = DRAW_GAMES.flatMap((game) => {
      const first = nextDraw(game, now).seq;
      return Array.from({ length: AHEAD }, (_, i) => {
        const draw = scheduledDraw(game, first + i);
        return {
          game,
          match_id: draw.matchId,
          seq: BigInt(draw.seq),
          draw_at: draw.drawAt,
          deadline: draw.deadline,
          state: 'pending' as const,
        };
      });
    });
    await this.#ctx.db
      .insertInto('draws')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  async #drawDue(now: Date): Promise<void> {
    const due = await this.#ctx.db
      .selectFrom('draws')
      .select(['game', 'match_id', 'seq'])
      .where('state', '=', 'pending')
      .where('draw_at', '<=', now)
      .execute();
    for (const draw of due) {
      const { numbers, special } = drawNumbers(this.#ctx, draw.game, draw.seq);
      await this.#ctx.db
        .updateTable('draws')
        .set({ state: 'closed', numbers: JSON.stringify(numbers), special, drawn_at: now })
        .where('game', '=', draw.game)
        .where('match_id', '=', draw.match_id)
        .where('state', '=', 'pending')
        .execute();
    }
  }

  /** Cancels a draw that has not been settled (operator): its bets are refunded. */
  async cancel(game: DrawGame, matchId: string, now: Date): Promise<boolean> {
    const updated = await this.#ctx.db
      .updateTable('draws')
      .set({ state: 'canceled', drawn_at: now })
      .where('game', '=', game)
      .where('match_id', '=', matchId)
      .where('state', 'in', ['pending', 'closed'])
      .returning('match_id')
      .executeTakeFirst();
    return updated !== undefined;
  }
}
