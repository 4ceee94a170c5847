// The command line of the Lighthouse run: `--runs=N` and brand ids, in any order.

/**
 * Runs a page by default: the median of three drops one run spoiled by the machine's load. CI,
 * which has seven brands and three pages to audit, passes `--runs=1`.
 */
export const DEFAULT_RUNS = 3;

export interface RunOptions {
  readonly runs: number;
  /** The brands to audit; empty for every brand. */
  readonly brands: readonly string[];
}

export function parseArgs(args: readonly string[]): RunOptions {
  let runs = DEFAULT_RUNS;
  const brands: string[] = [];
  for (const arg of args) {
    const match = /^--runs=(.*)$/.exec(arg);
    if (match === null) {
      brands.push(arg);
      continue;
    }
    runs = Number(match[1]);
    if (!Number.isInteger(runs) || runs < 1) {
      throw new Error(`--runs wants a positive integer: ${arg}`);
    }
  }
  return { runs, brands };
}
