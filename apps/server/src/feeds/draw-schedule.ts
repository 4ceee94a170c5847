// Draw schedules of the six mark-six games and of pk10 racing (issue 5, "Feeds"): each game draws
// every `periodMs` from `offsetMs` past midnight UTC, and betting closes `leadMs` before the draw
// (spec section 4: "Betting closes at the draw deadline ... until the next draw"). The fast games
// draw every few minutes so that a demo sees results.
import { MARK_SIX_GAMES, type MarkSixGame } from '@bet/domain/games';

export const RACING_GAME = 'pk10';
export type DrawGame = MarkSixGame | typeof RACING_GAME;
export const DRAW_GAMES: readonly DrawGame[] = [...MARK_SIX_GAMES, RACING_GAME];

export interface DrawSchedule {
  periodMs: number;
  offsetMs: number;
  leadMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const SCHEDULES: Readonly<Record<DrawGame, DrawSchedule>> = {
  // 21:30 in Hong Kong, daily.
  hkmarksix: { periodMs: 24 * HOUR, offsetMs: 13 * HOUR + 30 * MINUTE, leadMs: 15 * MINUTE },
  ammarksix: { periodMs: 6 * HOUR, offsetMs: 2 * MINUTE, leadMs: 10 * MINUTE },
  newammarksix: { periodMs: HOUR, offsetMs: 5 * MINUTE, leadMs: 5 * MINUTE },
  gallopingmarksix: { periodMs: 5 * MINUTE, offsetMs: 0, leadMs: 30_000 },
  sgnmarksix: { periodMs: 3 * MINUTE, offsetMs: 0, leadMs: 20_000 },
  twnmarksix: { periodMs: 10 * MINUTE, offsetMs: 0, leadMs: MINUTE },
  pk10: { periodMs: 3 * MINUTE, offsetMs: 0, leadMs: 30_000 },
};

export function isDrawGame(value: string): value is DrawGame {
  return (DRAW_GAMES as readonly string[]).includes(value);
}

export interface ScheduledDraw {
  game: DrawGame;
  seq: number;
  matchId: string;
  drawAt: Date;
  deadline: Date;
}

export function scheduledDraw(game: DrawGame, seq: number): ScheduledDraw {
  const { periodMs, offsetMs, leadMs } = SCHEDULES[game];
  const drawAt = new Date(seq * periodMs + offsetMs);
  return {
    game,
    seq,
    matchId: drawNumber(drawAt, periodMs, offsetMs),
    drawAt,
    deadline: new Date(drawAt.getTime() - leadMs),
  };
}

/** The first draw strictly after `now`: the one bets go to (or wait for, after its deadline). */
export function nextDraw(game: DrawGame, now: Date): ScheduledDraw {
  const { periodMs, offsetMs } = SCHEDULES[game];
  return scheduledDraw(game, Math.floor((now.getTime() - offsetMs) / periodMs) + 1);
}

/** "202611220137": the UTC day and the draw's number within it (1-based, four digits). */
function drawNumber(drawAt: Date, periodMs: number, offsetMs: number): string {
  const day = drawAt.toISOString().slice(0, 10).replaceAll('-', '');
  const dayStart = Date.UTC(drawAt.getUTCFullYear(), drawAt.getUTCMonth(), drawAt.getUTCDate());
  const index = Math.floor((drawAt.getTime() - dayStart - (offsetMs % periodMs)) / periodMs) + 1;
  return `${day}${String(Math.max(1, index)).padStart(4, '0')}`;
}
