import { describe, expect, it } from 'vitest';
import { DRAW_GAMES, SCHEDULES, nextDraw, scheduledDraw } from './draw-schedule.ts';

describe('draw schedules', () => {
  it('gives the next draw after now, with its deadline before it', () => {
    const now = new Date('2026-03-01T10:02:00Z');
    const draw = nextDraw('gallopingmarksix', now);
    expect(draw.drawAt.toISOString()).toBe('2026-03-01T10:05:00.000Z');
    expect(draw.deadline.toISOString()).toBe('2026-03-01T10:04:30.000Z');
    expect(draw.matchId).toBe('202603010122');
    expect(nextDraw('gallopingmarksix', draw.drawAt).seq).toBe(draw.seq + 1);
  });

  it('numbers draws within their day, uniquely per game', () => {
    for (const game of DRAW_GAMES) {
      const first = nextDraw(game, new Date('2026-03-01T00:00:00Z'));
      const ids = new Set<string>();
      const perDay = Math.ceil(86_400_000 / SCHEDULES[game].periodMs) + 1;
      for (let i = 0; i < perDay; i++) ids.add(scheduledDraw(game, first.seq + i).matchId);
      expect(ids.size).toBe(perDay);
    }
    expect(nextDraw('hkmarksix', new Date('2026-03-01T00:00:00Z')).matchId).toBe('202603010001');
  });
});
