// The figures printed per brand: the performance score (0-100) and the lab metrics behind it.
import type { Result } from 'lighthouse';

export interface LighthouseSummary {
  readonly score: number;
  /** The lab metrics by short name (FCP, LCP, TBT, CLS, SI), as Lighthouse displays them. */
  readonly metrics: Readonly<Record<string, string>>;
  readonly line: string;
  readonly report: string;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** Throws when the run produced no performance score (a runtime error in Lighthouse or the page). */
export function summarize(
  lhr: Pick<Result, 'categories' | 'audits' | 'runtimeError'>,
  report: string,
): LighthouseSummary {
  const raw = lhr.categories.performance?.score;
  if (raw === null || raw === undefined) {
    throw new Error(lhr.runtimeError?.message ?? 'no performance score');
  }
  const score = Math.round(raw * 100);
  const metrics = Object.fromEntries(
    METRICS.map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? '?']),
  );
  const line = Object.entries(metrics)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return { score, metrics, line: `${String(score).padStart(3)}  ${line}`, report };
}
