import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, parseArgs } from './run-options.ts';

describe('parseArgs', () => {
  it('reads the run count and the brands in any order', () => {
    expect(parseArgs(['jcbet', '--runs=1', 'bdbet'])).toEqual({
      runs: 1,
      brands: ['jcbet', 'bdbet'],
    });
    expect(parseArgs([])).toEqual({ runs: DEFAULT_RUNS, brands: [] });
  });

  it('refuses a run count that is not a positive integer', () => {
    expect(() => parseArgs(['--runs=0'])).toThrow(/positive integer/);
    expect(() => parseArgs(['--runs=two'])).toThrow(/positive integer/);
  });
});
