import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { summarize } from './summary.ts';

type Lhr = Pick<Result, 'categories' | 'audits' | 'runtimeError'>;

const audit = (displayValue: string) => ({ displayValue }) as Result['audits'][string];

function lhr(score: number | null): Lhr {
  return {
    categories: { performance: { score } as Result['categories'][string] },
    audits: {
      'first-contentful-paint': audit('0.9 s'),
      'largest-contentful-paint': audit('3.6 s'),
      'total-blocking-time': audit('200 ms'),
      'cumulative-layout-shift': audit('0.001'),
      'speed-index': audit('1.2 s'),
    },
  };
}

describe('summarize', () => {
  it('gives the score out of 100 and the lab metrics by name, for the summary file', () => {
    const summary = summarize(lhr(0.864), '{}');
    expect(summary.score).toBe(86);
    expect(summary.metrics).toEqual({
      FCP: '0.9 s',
      LCP: '3.6 s',
      TBT: '200 ms',
      CLS: '0.001',
      SI: '1.2 s',
    });
    expect(summary.line).toBe(' 86  FCP 0.9 s, LCP 3.6 s, TBT 200 ms, CLS 0.001, SI 1.2 s');
  });

  it('throws when the run produced no score', () => {
    expect(() => summarize(lhr(null), '')).toThrow('no performance score');
  });
});
