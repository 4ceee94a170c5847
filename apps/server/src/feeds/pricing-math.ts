// Probability helpers of the price model. Prices are the operator's data, not a bettor's amount: the
// float model only decides a 2-decimal odds string, and every amount is then computed exactly from
// that string by @bet/domain.

/** The operator's margin taken off fair odds. */
export const MARGIN = 0.06;
const MIN_ODDS_CENTS = 101;
const MAX_ODDS_CENTS = 50_000;

/** Odds for a probability: (1 - margin) / p, truncated to 2 decimals, between 1.01 and 500. */
export function oddsFor(probability: number, margin = MARGIN): string {
  const fair = probability > 0 ? (1 - margin) / probability : Infinity;
  const cents = Math.min(MAX_ODDS_CENTS, Math.max(MIN_ODDS_CENTS, Math.floor(fair * 100 + 1e-9)));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** P(X = k) for X ~ Poisson(lambda). */
export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** P(X <= x) for a standard normal X (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(lo < X < hi) for X ~ Normal(mean, sd). */
export function normalBetween(mean: number, sd: number, lo: number, hi: number): number {
  const cdf = (v: number) =>
    v === Infinity ? 1 : v === -Infinity ? 0 : normalCdf((v - mean) / sd);
  return Math.max(0, cdf(hi) - cdf(lo));
}

/** "-1", "+1", "2.5": a line as the contract's handicap_val. */
export function lineText(line: number, signed: boolean): string {
  const text = Number.isInteger(line) ? String(line) : line.toFixed(1);
  return signed && line > 0 ? `+${text}` : text;
}
