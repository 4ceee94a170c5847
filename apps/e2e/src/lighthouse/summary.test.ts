import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { median } from '../median.ts';
import { medianSummary, summarize } from './summary.ts';

type Lhr = Pick<Result, 'categories' | 'audits' | 'runtimeError'>;

const audit = (numericValue: number) => ({ numericValue }) as Result['audits'][string];

function lhr(score: number | null, lcp = 3600, cls = 0.001): Lhr {
  return {
    categories: { performance: { score } as Result['categories'][string] },
    audits: {
      'first-contentful-paint': audit(912),
      'largest-contentful-paint': audit(lcp),
      'total-blocking-time': audit(204),
      'cumulative-layout-shift': audit(cls),
      'speed-index': audit(1210),
    },
  };
}

describe('summarize', () => {
  it('gives the score out of 100 and the lab metrics by name, for the summary file', () => {
    const summary = summarize(lhr(0.864), '{}');
    expect(summary.score).toBe(86);
    expect(summary.values).toEqual({ FCP: 912, LCP: 3600, TBT: 204, CLS: 0.001, SI: 1210 });
    expect(summary.metrics).toEqual({
      FCP: '0.9 s',
      LCP: '3.6 s',
      TBT: '200 ms',
      CLS: '0.001',
      SI: '1.2 s',
    });
    expect(summary.line).toBe(' 86  FCP 0.9 s, LCP 3.6 s, TBT 200 ms, CLS 0.001, SI 1.2 s');
  });

  it("adds the page's main-thread figures from the run's trace, from the observed FCP on", () => {
    const run = lhr(0.8);
    const withMetrics = {
      ...run,
      audits: {
        ...run.audits,
        metrics: {
          id: 'metrics',
          title: 'Metrics',
          description: '',
          score: null,
          scoreDisplayMode: 'informative',
          details: { type: 'debugdata', items: [{ observedFirstContentfulPaintTs: 1_000 }] },
        } satisfies Result['audits'][string],
      },
    };
    const trace = [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: 0,
        args: { data: { processId: 7 } },
      },
      { name: 'thread_name', ph: 'M', pid: 7, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'RunTask', ph: 'X', pid: 7, tid: 7, ts: 500, dur: 90_000, tdur: 90_000 },
      { name: 'RunTask', ph: 'X', pid: 7, tid: 7, ts: 2_000, dur: 100_000, tdur: 25_000 },
    ];
    const summary = summarize(withMetrics, '{}', trace);
    expect(summary.mainThread).toEqual({ wallTbt: 350, cpuTbt: 50, onCpu: 0.25 });
    expect(summary.line).toContain(
      '[main thread on CPU 25% of its long tasks; TBT by CPU time 50 ms]',
    );
    expect(summarize(run, '{}', trace).mainThread).toBeUndefined();
  });

  it('throws when the run produced no score', () => {
    expect(() => summarize(lhr(null), '')).toThrow('no performance score');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('medianSummary', () => {
  it('takes the median of each figure on its own and keeps the median-score run', () => {
    const runs = [
      summarize(lhr(0.9, 2100, 0.3), 'a'),
      summarize(lhr(0.6, 4000, 0), 'b'),
      summarize(lhr(0.96, 1900, 0.01), 'c'),
    ];
    const summary = medianSummary(runs);
    expect(summary.score).toBe(90);
    expect(summary.values.LCP).toBe(2100);
    expect(summary.values.CLS).toBe(0.01);
    expect(summary.metrics.LCP).toBe('2.1 s');
    expect(summary.report).toBe('a');
  });
});
