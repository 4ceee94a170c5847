import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BD_PAYOUT_SCALE,
  ParlayError,
  combinationChunks,
  elementarySymmetric,
  elementarySymmetricBig,
  oddsToMilli,
  parlayEstimate,
  parlayEstimateExact,
  scaleBdPayout,
  settleParlay,
  ticketCount,
} from './parlay';

/** Odds in thousandths as exact decimal strings, truncated to cents: the brute-force reference. */
function truncCents(units: bigint, scale: number): number {
  return Number((units / 10n ** BigInt(scale - 2)).toString()) / 100;
}

/** Every ticket: a subset of matches of a chosen size, one pick per match. */
function enumerate(picks: number[][], strings: number[]): number[][] {
  const tickets: number[][] = [];
  const walk = (i: number, acc: number[]) => {
    if (i === picks.length) {
      if (strings.includes(acc.length)) tickets.push([...acc]);
      return;
    }
    walk(i + 1, acc);
    for (const odds of picks[i] ?? []) walk(i + 1, [...acc, odds]);
  };
  walk(0, []);
  return tickets;
}

/** Every result: each match lost, or won by one of its picks; min and max winning payouts. */
function bruteForce(picks: number[][], strings: number[], stake: number) {
  const tickets = enumerate(picks, strings);
  const scale = 3 * 15 + 2;
  const payouts: bigint[] = [];
  const results = (i: number, winners: (number | null)[]) => {
    if (i === picks.length) {
      payouts.push(payoutOf(picks, strings, winners, stake));
      return;
    }
    results(i + 1, [...winners, null]);
    for (const odds of picks[i] ?? []) results(i + 1, [...winners, odds]);
  };
  results(0, []);
  const winning = payouts.filter((p) => p > 0n);
  const max = winning.reduce((a, b) => (b > a ? b : a), 0n);
  const min = winning.reduce((a, b) => (b < a ? b : a), winning[0] ?? 0n);
  return { tickets: tickets.length, min: truncCents(min, scale), max: truncCents(max, scale) };
}

/** Sum over tickets whose every pick won of stake x product of odds, exact at scale 47. */
function payoutOf(
  picks: number[][],
  strings: number[],
  winners: (number | null)[],
  stake: number,
): bigint {
  let total = 0n;
  const walk = (i: number, size: number, product: bigint) => {
    if (i === picks.length) {
      if (strings.includes(size)) total += product * 10n ** BigInt(3 * (15 - size));
      return;
    }
    walk(i + 1, size, product);
    const winner = winners[i];
    for (const odds of picks[i] ?? []) {
      if (winner === odds) walk(i + 1, size + 1, product * BigInt(Math.round(odds * 1000)));
    }
  };
  walk(0, 0, BigInt(Math.round(stake * 100)));
  return total;
}

const oddsArb = fc.integer({ min: 1000, max: 9999 }).map((milli) => milli / 1000);
/** Picks of one match have distinct odds so that the brute force can tell the winner apart. */
const matchArb = fc.uniqueArray(oddsArb, { minLength: 1, maxLength: 3 });
const slipArb = fc.array(matchArb, { minLength: 1, maxLength: 6 });
const stringsArb = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 });
const stakeArb = fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100);

describe('elementarySymmetric', () => {
  it('expands prod(1 + x t)', () => {
    expect(elementarySymmetric([1, 2, 3], 3)).toEqual([1, 6, 11, 6]);
    expect(elementarySymmetric([3, 3, 3], 2)).toEqual([1, 9, 27]);
    expect(elementarySymmetric([], 2)).toEqual([1, 0, 0]);
    expect(elementarySymmetricBig([2n, 5n], 3)).toEqual([1n, 7n, 10n, 0n]);
  });

  it('e_k of 15 threes is C(15,k) 3^k', () => {
    const e = elementarySymmetric(Array<number>(15).fill(3), 15);
    expect(e.reduce((a, b) => a + b, 0)).toBe(4 ** 15);
  });
});

describe('parlayEstimate', () => {
  it('computes a small slip by hand', () => {
    // Matches with best odds 2, 1.8, 3.1: e1 = 6.9, e2 = 15.38, e3 = 11.16.
    expect(parlayEstimate([[1.5, 2], [1.8], [2.2, 3.1, 1.4]], [1, 2, 3], 10)).toEqual({
      tickets: 23,
      minPayout: 14,
      maxPayout: 334.4,
    });
    expect(parlayEstimate([[1.5, 2], [1.8]], [2], 10)).toEqual({
      tickets: 2,
      minPayout: 27,
      maxPayout: 36,
    });
  });

  it('gives zeros for an empty slip or strings longer than the slip', () => {
    expect(parlayEstimate([], [1], 10)).toEqual({ tickets: 0, minPayout: 0, maxPayout: 0 });
    expect(parlayEstimate([[1.5]], [2, 3], 10)).toEqual({ tickets: 0, minPayout: 0, maxPayout: 0 });
    expect(parlayEstimate([[], [1.5]], [1], 10)).toEqual({
      tickets: 1,
      minPayout: 15,
      maxPayout: 15,
    });
  });

  it('takes the smallest string that has tickets for the minimum payout', () => {
    expect(parlayEstimate([[2], [3]], [2, 5], 1).minPayout).toBe(6);
  });

  it('handles a 15-leg slip with every string', () => {
    const slip = Array.from({ length: 15 }, () => [1.5, 2.25, 3.1]);
    const all = Array.from({ length: 15 }, (_, i) => i + 1);
    const result = parlayEstimate(slip, all, 1);
    expect(result.tickets).toBe(4 ** 15 - 1);
    // Max: (1 + 3.1)^15 - 1 exactly, truncated to cents.
    const exact = ((4100n ** 15n - 1000n ** 15n) * 100n) / 1000n ** 15n;
    expect(result.maxPayout).toBe(Number(exact) / 100);
    expect(result.minPayout).toBe(1.5);
  });

  it('truncates, never rounds', () => {
    // 3 x 1.555 = 4.665 -> 4.66; 0.01 x 1.999 = 0.01999 -> 0.01
    expect(parlayEstimate([[1.555]], [1], 3).maxPayout).toBe(4.66);
    expect(parlayEstimate([[1.999]], [1], 0.01).maxPayout).toBe(0.01);
    expect(parlayEstimateExact([[1.005]], [1], '0.29').maxPayout).toBe('0.29');
  });

  it('applies the bd scale of 0.65', () => {
    expect(BD_PAYOUT_SCALE).toBe(0.65);
    expect(parlayEstimate([[2]], [1], 10, { payoutScale: BD_PAYOUT_SCALE }).maxPayout).toBe(13);
    expect(scaleBdPayout('100.01')).toBe('65.00');
    expect(scaleBdPayout(1)).toBe('0.65');
  });

  it('reports the cost and exact strings', () => {
    expect(parlayEstimateExact([[1.5, 2], [1.8]], [1, 2], '2.5', { decimals: 6 })).toEqual({
      tickets: 5n,
      minPayout: '3.750000',
      maxPayout: '18.500000',
      cost: '12.500000',
    });
  });

  it('rejects bad input with a ParlayError', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof ParlayError ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf(() => parlayEstimate([[1.5]], [0], 1))).toBe('invalidString');
    expect(codeOf(() => parlayEstimate([[1.5]], [16], 1))).toBe('invalidString');
    expect(codeOf(() => parlayEstimate([[1.5]], [1.5], 1))).toBe('invalidString');
    expect(codeOf(() => parlayEstimate([[0.9]], [1], 1))).toBe('invalidOdds');
    expect(codeOf(() => parlayEstimate([[Number.NaN]], [1], 1))).toBe('invalidOdds');
    expect(codeOf(() => parlayEstimate([[1.2345]], [1], 1))).toBe('invalidOdds');
    expect(codeOf(() => parlayEstimate([[1.5]], [1], -1))).toBe('invalidStake');
    expect(codeOf(() => parlayEstimate([[1.5]], [1], Infinity))).toBe('invalidStake');
    expect(
      codeOf(() =>
        parlayEstimate(
          Array.from({ length: 16 }, () => [2]),
          [1],
          1,
        ),
      ),
    ).toBe('tooManyMatches');
    expect(codeOf(() => parlayEstimate([['1.2345' as unknown as number]], [1], 1))).toBe(
      'invalidOdds',
    );
    expect(oddsToMilli('1.955')).toBe(1955n);
    expect(oddsToMilli(1.5 + 0.8)).toBe(2300n);
    expect(() => oddsToMilli('2.3000000000000003')).toThrow(ParlayError);
    expect(() => oddsToMilli(1.0001)).toThrow(ParlayError);
    expect(oddsToMilli(1)).toBe(1000n);
  });

  it('equals brute-force enumeration on random small slips', () => {
    fc.assert(
      fc.property(slipArb, stringsArb, stakeArb, (slip, strings, stake) => {
        const expected = bruteForce(slip, strings, stake);
        const actual = parlayEstimate(slip, strings, stake);
        expect(actual).toEqual({
          tickets: expected.tickets,
          minPayout: expected.min,
          maxPayout: expected.max,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('counts tickets like the enumeration', () => {
    fc.assert(
      fc.property(slipArb, stringsArb, (slip, strings) => {
        expect(
          ticketCount(
            slip.map((m) => m.length),
            strings,
          ),
        ).toBe(enumerate(slip, strings).length);
      }),
    );
  });
});

describe('settleParlay', () => {
  it('scales bd winnings by 0.65 but refunds a ticket of void picks whole', () => {
    const bd = { payoutScale: BD_PAYOUT_SCALE };
    const won = { odds: 2, result: 'won' as const };
    const voided = { odds: 3, result: 'void' as const };
    const lost = { odds: 3, result: 'lost' as const };
    // A void single is a refund, not 65% of it.
    expect(settleParlay([[voided]], [1], 10, bd).payout).toBe('10.00');
    // A void leg counts as odds 1 in a winning ticket, which is scaled like any other.
    expect(settleParlay([[won], [voided]], [2], 10, bd).payout).toBe('13.00');
    // Singles on both: 2 x 10 x 0.65 for the win, 10 back for the void.
    expect(settleParlay([[won], [voided]], [1], 10, bd).payout).toBe('23.00');
    expect(settleParlay([[lost], [voided]], [2], 10, bd).payout).toBe('0.00');
    // Two void legs in a 2 String 1 and singles on each: three refunds.
    expect(settleParlay([[voided], [voided]], [1, 2], 10, bd).payout).toBe('30.00');
    // Without a scale nothing changes.
    expect(settleParlay([[won], [voided]], [1, 2], 10).payout).toBe('50.00');
  });

  it('pays the product of won odds, 0 for a loss and 1 for a void', () => {
    const picks = [
      [{ odds: 2, result: 'won' as const }],
      [{ odds: 1.5, result: 'void' as const }],
      [{ odds: 3, result: 'lost' as const }],
    ];
    // 2 String 1: (2 x 1) + (2 x 0) + (1 x 0) = 2 per unit
    expect(settleParlay(picks, [2], 10)).toEqual({ tickets: 3n, payout: '20.00' });
    // single: 2 + 1 + 0 = 3 per unit
    expect(settleParlay(picks, [1], 10).payout).toBe('30.00');
    expect(settleParlay(picks, [3], 10).payout).toBe('0.00');
  });

  it('counts several picks of one match', () => {
    const picks = [
      [
        { odds: 2, result: 'won' as const },
        { odds: 3, result: 'lost' as const },
      ],
      [{ odds: 1.5, result: 'won' as const }],
    ];
    expect(settleParlay(picks, [2], 1)).toEqual({ tickets: 2n, payout: '3.00' });
  });

  it('equals the sum over winning tickets on random results', () => {
    const resultArb = fc.constantFrom('won' as const, 'lost' as const, 'void' as const);
    const pickArb = fc.record({ odds: oddsArb, result: resultArb });
    fc.assert(
      fc.property(
        fc.array(fc.array(pickArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        stringsArb,
        (slip, strings) => {
          let total = 0n;
          const walk = (i: number, size: number, product: bigint) => {
            if (i === slip.length) {
              if (strings.includes(size)) total += product * 10n ** BigInt(3 * (15 - size));
              return;
            }
            walk(i + 1, size, product);
            for (const pick of slip[i] ?? []) {
              const value =
                pick.result === 'won'
                  ? BigInt(Math.round(pick.odds * 1000))
                  : pick.result === 'void'
                    ? 1000n
                    : 0n;
              walk(i + 1, size + 1, product * value);
            }
          };
          walk(0, 0, 100n);
          const expected = (total / 10n ** 45n).toString().padStart(3, '0');
          const payout = settleParlay(slip, strings, 1).payout;
          expect(payout).toBe(`${expected.slice(0, -2)}.${expected.slice(-2)}`);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('combinationChunks', () => {
  it('lists combinations of distinct matches in chunks', () => {
    const legs = [['a1', 'a2'], ['b1'], ['c1', 'c2']];
    const chunks = [...combinationChunks(legs, [2], 3)];
    expect(chunks.map((c) => c.length)).toEqual([3, 3, 2]);
    expect(chunks.flat()).toEqual([
      ['a1', 'b1'],
      ['a1', 'c1'],
      ['a1', 'c2'],
      ['a2', 'b1'],
      ['a2', 'c1'],
      ['a2', 'c2'],
      ['b1', 'c1'],
      ['b1', 'c2'],
    ]);
  });

  it('is lazy: the first chunk of a 15 x 3 slip arrives without listing the rest', () => {
    const legs = Array.from({ length: 15 }, (_, m) => [0, 1, 2].map((p) => ({ m, p })));
    const all = Array.from({ length: 15 }, (_, i) => i + 1);
    const first = combinationChunks(legs, all).next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(1000);
  });

  it('yields nothing for an empty slip and rejects a bad chunk size', () => {
    expect([...combinationChunks([], [1, 2])]).toEqual([]);
    expect(() => [...combinationChunks([['a']], [1], 0)]).toThrow(ParlayError);
  });

  it('covers every combination exactly once, with distinct matches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 }),
        stringsArb,
        fc.integer({ min: 1, max: 50 }),
        (counts, strings, chunkSize) => {
          const legs = counts.map((count, m) =>
            Array.from({ length: count }, (_, p) => `${m}:${p}`),
          );
          const chunks = [...combinationChunks(legs, strings, chunkSize)];
          const combos = chunks.flat();
          expect(chunks.slice(0, -1).every((c) => c.length === chunkSize)).toBe(true);
          for (const combo of combos) {
            const matches = combo.map((leg) => leg.split(':')[0]);
            expect(new Set(matches).size).toBe(combo.length);
            expect(strings).toContain(combo.length);
          }
          const keys = combos.map((combo) => combo.join('|'));
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys.length).toBe(ticketCount(counts, strings));
        },
      ),
    );
  });
});
