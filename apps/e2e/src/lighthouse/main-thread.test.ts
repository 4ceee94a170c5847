import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type TraceEvent } from './main-thread.ts';

const PAGE = 20;
const OTHER = 30;

function thread(pid: number, tid: number, name: string): TraceEvent {
  return { name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } };
}

function task(ts: number, durMs: number, cpuMs: number, pid = PAGE, tid = 1): TraceEvent {
  return { name: 'RunTask', ph: 'X', pid, tid, ts, dur: durMs * 1000, tdur: cpuMs * 1000 };
}

const committed: TraceEvent = {
  name: 'FrameCommittedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { processId: PAGE } },
};

describe('mainThreadFigures', () => {
  it("counts the page's main-thread tasks after FCP four times slower, by wall and by CPU time", () => {
    const figures = mainThreadFigures(
      [
        committed,
        thread(PAGE, 1, 'CrRendererMain'),
        thread(PAGE, 2, 'Compositor'),
        thread(OTHER, 1, 'CrRendererMain'),
        task(500, 100, 100), // before FCP: left out
        task(1_000, 40, 10), // 160 - 50 = 110 by wall, 40 < 50 by CPU
        task(2_000, 30, 30), // 120 - 50 = 70 both ways
        task(3_000, 200, 200, PAGE, 2), // another thread of the page
        task(4_000, 200, 200, OTHER, 1), // another renderer (an earlier page)
      ],
      1_000,
    );
    expect(figures?.wallTbt).toBe(180);
    expect(figures?.cpuTbt).toBe(70);
    expect(figures?.onCpu).toBeCloseTo(40 / 70);
  });

  it('takes the wall time as CPU time where the trace has none', () => {
    const figures = mainThreadFigures(
      [committed, thread(PAGE, 1, 'CrRendererMain'), { ...task(0, 30, 0), tdur: undefined }],
      0,
    );
    expect(figures).toEqual({ wallTbt: 70, cpuTbt: 70, onCpu: 1 });
  });

  it("is undefined without the page's main thread", () => {
    expect(mainThreadFigures([committed, thread(OTHER, 1, 'CrRendererMain')], 0)).toBeUndefined();
  });
});
