// The bench's closing table: one row per engine, its bets/s and p50/p99 latency over HTTP, each
// goal of issue 17 met (ok) or not (below), and the check of the books.
import type { EngineResult } from './run-engine.ts';

/** At least 1,000 bets/s with p99 at most 100 ms, on each engine (2 cores). */
export const GOALS = { betsPerSecond: 1000, p99Ms: 100 } as const;

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function resultTable(results: EngineResult[], crash: boolean): string {
  const header = crash
    ? ['engine', 'bets/s until the kill', 'p50', 'p99', 'acknowledged bets lost, books']
    : [
        'engine',
        'bets/s',
        'p50',
        'p99',
        `>= ${GOALS.betsPerSecond.toLocaleString('en')} bets/s`,
        `p99 <= ${GOALS.p99Ms} ms`,
        'books',
      ];
  const rows = results.map((result) => {
    const books = result.ok ? 'PASS' : `FAIL (${result.failures.join('; ')})`;
    const figures = [
      result.label,
      Math.round(result.betsPerSecond).toLocaleString('en'),
      ms(result.p50),
      ms(result.p99),
    ];
    if (crash) return [...figures, result.ok ? 'none lost, balanced: PASS' : books];
    return [
      ...figures,
      result.betsPerSecond >= GOALS.betsPerSecond ? 'ok' : 'below',
      result.p99 <= GOALS.p99Ms ? 'ok' : 'below',
      books,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
