// The figures printed per brand and page: the performance score (0-100) and the lab metrics
// behind it, of one Lighthouse run, and their median over several runs of the same page.
import type { Result } from 'lighthouse';
import { median } from '../median.ts';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './main-thread.ts';

/** The lab metrics by short name, with Lighthouse's audit id and how a value is shown. */
const METRICS = [
  ['FCP', 'first-contentful-paint', 'seconds'],
  ['LCP', 'largest-contentful-paint', 'seconds'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', 'unitless'],
  ['SI', 'speed-index', 'seconds'],
] as const;

export type MetricName = (typeof METRICS)[number][0];

export interface LighthouseSummary {
  readonly score: number;
  /** The lab metrics by short name: milliseconds, CLS unitless. */
  readonly values: Readonly<Record<MetricName, number>>;
  /** The same as Lighthouse displays them (`3.6 s`, `200 ms`, `0.001`). */
  readonly metrics: Readonly<Record<MetricName, string>>;
  /**
   * The page's main thread from the run's trace (main-thread.ts): its blocking time by wall and
   * by CPU time, and the share of wall time it was on a core. Undefined without a trace.
   */
  readonly mainThread: MainThreadFigures | undefined;
  readonly line: string;
  /** The JSON report of the run (of the median-score run, for a median). */
  readonly report: string;
}

function display(value: number, unit: (typeof METRICS)[number][2]): string {
  if (unit === 'seconds') return `${(value / 1000).toFixed(1)} s`;
  if (unit === 'ms') return `${Math.round(value / 10) * 10} ms`;
  return value.toFixed(3);
}

/** The main thread's figures as printed: how much of the blocking time is the page's work. */
function mainThreadLine(figures: MainThreadFigures | undefined): string {
  if (figures === undefined) return '';
  const onCpu = Math.round(figures.onCpu * 100);
  return ` [main thread on CPU ${onCpu}% of its long tasks; TBT by CPU time ${display(figures.cpuTbt, 'ms')}]`;
}

function summaryOf(
  score: number,
  values: Record<MetricName, number>,
  mainThread: MainThreadFigures | undefined,
  report: string,
): LighthouseSummary {
  const metrics = Object.fromEntries(
    METRICS.map(([name, , unit]) => [name, display(values[name], unit)]),
  ) as Record<MetricName, string>;
  const line = `${METRICS.map(([name]) => `${name} ${metrics[name]}`).join(', ')}${mainThreadLine(mainThread)}`;
  return {
    score,
    values,
    metrics,
    mainThread,
    line: `${String(score).padStart(3)}  ${line}`,
    report,
  };
}

/** When the first contentful paint was seen, in the trace's clock (Lighthouse's metrics audit). */
function observedFcpTs(lhr: Pick<Result, 'audits'>): number | undefined {
  const items = (lhr.audits['metrics']?.details as { items?: unknown[] } | undefined)?.items;
  const first = items?.[0] as { observedFirstContentfulPaintTs?: unknown } | undefined;
  const ts = first?.observedFirstContentfulPaintTs;
  return typeof ts === 'number' ? ts : undefined;
}

/** Throws when the run produced no performance score (a runtime error in Lighthouse or the page). */
export function summarize(
  lhr: Pick<Result, 'categories' | 'audits' | 'runtimeError'>,
  report: string,
  trace?: readonly TraceEvent[],
): LighthouseSummary {
  const raw = lhr.categories.performance?.score;
  if (raw === null || raw === undefined) {
    throw new Error(lhr.runtimeError?.message ?? 'no performance score');
  }
  const values = Object.fromEntries(
    METRICS.map(([name, id]) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`no ${id} in the report`);
      return [name, value];
    }),
  ) as Record<MetricName, number>;
  const fcpTs = observedFcpTs(lhr);
  const mainThread =
    trace === undefined || fcpTs === undefined ? undefined : mainThreadFigures(trace, fcpTs);
  return summaryOf(Math.round(raw * 100), values, mainThread, report);
}

/** The median of each main-thread figure over the runs that have them. */
function medianMainThread(runs: readonly LighthouseSummary[]): MainThreadFigures | undefined {
  const figures = runs.flatMap((run) => (run.mainThread === undefined ? [] : [run.mainThread]));
  if (figures.length === 0) return undefined;
  return {
    wallTbt: median(figures.map((f) => f.wallTbt)),
    cpuTbt: median(figures.map((f) => f.cpuTbt)),
    onCpu: median(figures.map((f) => f.onCpu)),
  };
}

/**
 * The median of several runs of one page, each figure on its own (a lab run's score and metrics
 * move with the machine's load; the median drops one bad or lucky run). The report kept is the
 * run whose score is closest to the median score.
 */
export function medianSummary(runs: readonly LighthouseSummary[]): LighthouseSummary {
  const first = runs[0];
  if (first === undefined) throw new RangeError('median of no runs');
  const score = Math.round(median(runs.map((run) => run.score)));
  const values = Object.fromEntries(
    METRICS.map(([name]) => [name, median(runs.map((run) => run.values[name]))]),
  ) as Record<MetricName, number>;
  const representative = runs.reduce((best, run) =>
    Math.abs(run.score - score) < Math.abs(best.score - score) ? run : best,
  );
  return summaryOf(score, values, medianMainThread(runs), representative.report);
}
