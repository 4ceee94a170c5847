// Brute-force parlay estimate by listing every ticket, as common implementations do. Only the
// benchmark uses it, as the baseline that parlayEstimate is compared with (tsup skips test-*.ts).

export type EnumeratedEstimate = { tickets: number; minPayout: number; maxPayout: number };

/**
 * Walks every ticket (each subset of matches whose size is a chosen string, one pick per match).
 * Max payout sums the tickets made of each match's best pick; min payout is the smallest ticket of
 * the smallest string. Float arithmetic, like the implementations it stands for.
 */
export function enumerateEstimate(
  picksOdds: readonly (readonly number[])[],
  strings: readonly number[],
  stake: number,
): EnumeratedEstimate {
  const chosen = new Set(strings);
  const kMin = Math.min(...strings.filter((k) => k <= picksOdds.length));
  const best = picksOdds.map((picks) => Math.max(...picks));
  let tickets = 0;
  let maxPayout = 0;
  let minProduct = Infinity;
  const walk = (i: number, size: number, product: number, allBest: boolean) => {
    if (i === picksOdds.length) {
      if (!chosen.has(size)) return;
      tickets += 1;
      if (allBest) maxPayout += product;
      if (size === kMin && product < minProduct) minProduct = product;
      return;
    }
    walk(i + 1, size, product, allBest);
    for (const odds of picksOdds[i] ?? [])
      walk(i + 1, size + 1, product * odds, allBest && odds === best[i]);
  };
  walk(0, 0, 1, true);
  return {
    tickets,
    minPayout: Number.isFinite(minProduct) ? minProduct * stake : 0,
    maxPayout: maxPayout * stake,
  };
}

/** A slip of `matches` matches with three picks each, odds 1.5 to 3.4. */
export function benchSlip(matches: number): number[][] {
  return Array.from({ length: matches }, (_, m) => [
    (15 + (m % 5)) / 10,
    (220 + (m % 3) * 5) / 100,
    (31 + (m % 4)) / 10,
  ]);
}

/** Every string 1..n. */
export function allStrings(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** Every parlay string 2..n ("2 String 1" to "n String 1"), as the slip offers them. */
export function parlayStrings(n: number): number[] {
  return allStrings(n).slice(1);
}
