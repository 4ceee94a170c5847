// Odds formats (issue 15, "Odds format") and the odds-change policy of the bet slip. Every odds
// display of the page goes through formatOddsAs, computed exactly on @bet/domain/decimal values
// (no float drift). Odds arrive as decimal odds with 2 places (the feeds price in cents).
//
// Formats, with d the decimal odds and p = d - 1 the profit per unit staked:
// - decimal: d, 2 places (1.85);
// - hongkong: p, 2 places (0.85);
// - malay: p when d <= 2, else -1/p, 2 places (0.85, -0.67);
// - indonesian: p when d >= 2, else -1/p, 2 places (1.50, -1.18);
// - american: +100p when d >= 2, else -100/p, whole numbers (+150, -118);
// - fractional: p as a fraction, with a small denominator that reads back as d (17/20, 10/11).
// Derived values are rounded half away from zero in one rounding.
//
// Round trip: parseOddsAs(formatOddsAs(d, f), f) === d for every 2-place d, in every format but
// one: malay above 2.00 shows -1/p with 2 places, too coarse to name every d (2.50 shows -0.67,
// which reads back as 2.49). Malay is display-stable instead: formatting what it reads back gives
// the same text (odds-format.test.ts checks both over a table of odds).
import {
  add,
  compare,
  divide,
  mul,
  parseDecimal,
  pow10,
  roundTo,
  sub,
  toDecimalString,
  type Decimal,
} from './decimal';

export const ODDS_FORMATS = [
  'decimal',
  'hongkong',
  'malay',
  'indonesian',
  'american',
  'fractional',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

/**
 * What the slip does when a price moved between selection and placement: always ask, accept
 * only better (higher or equal) odds, or accept any change.
 */
export const ODDS_CHANGE_POLICIES = ['ask', 'better', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'ask';

/** Places shown of decimal, hongkong, malay and indonesian odds (parlay.ts accepts odds with 3). */
export const ODDS_DISPLAY_DECIMALS = 2;
/** What formatOddsAs shows for a value that is not decimal odds (at least 1). */
export const NO_ODDS = '-';

export const isOddsFormat = (value: unknown): value is OddsFormat =>
  (ODDS_FORMATS as readonly unknown[]).includes(value);
export const isOddsChangePolicy = (value: unknown): value is OddsChangePolicy =>
  (ODDS_CHANGE_POLICIES as readonly unknown[]).includes(value);

const ONE: Decimal = { units: 1n, scale: 0 };
const TWO: Decimal = { units: 2n, scale: 0 };
const HUNDRED: Decimal = { units: 100n, scale: 0 };
const CENT: Decimal = { units: 1n, scale: 2 };
/** Largest denominator the fractional format looks for before showing the exact fraction. */
const MAX_DENOMINATOR = 20n;

/** Decimal odds at least 1, or undefined. */
function oddsOf(value: string | number): Decimal | undefined {
  try {
    const d = parseDecimal(typeof value === 'string' ? value.trim() : value);
    return compare(d, ONE) >= 0 ? d : undefined;
  } catch {
    return undefined;
  }
}

const fixed = (d: Decimal, places = ODDS_DISPLAY_DECIMALS) =>
  toDecimalString(roundTo(d, places), places);
const negate = (d: Decimal): Decimal => ({ units: -d.units, scale: d.scale });

/** -1/p to 2 places; p = 0 (odds of 1, a void leg) shows 0. */
function negativeInverse(p: Decimal): string {
  return p.units === 0n
    ? fixed(p)
    : toDecimalString(negate(divide(ONE, p, ODDS_DISPLAY_DECIMALS)), 2);
}

/**
 * Decimal odds shown in a format. A value that is not decimal odds of at least 1 shows NO_ODDS.
 */
export function formatOddsAs(decimal: string | number, format: OddsFormat): string {
  const d = oddsOf(decimal);
  if (d === undefined) return NO_ODDS;
  const p = sub(d, ONE);
  switch (format) {
    case 'decimal':
      return fixed(d);
    case 'hongkong':
      return fixed(p);
    case 'malay':
      return compare(d, TWO) <= 0 ? fixed(p) : negativeInverse(p);
    case 'indonesian':
      return compare(d, TWO) >= 0 ? fixed(p) : negativeInverse(p);
    case 'american':
      if (p.units === 0n) return '0';
      return compare(d, TWO) >= 0
        ? `+${fixed(mul(HUNDRED, p), 0)}`
        : `-${toDecimalString(divide(HUNDRED, p, 0), 0)}`;
    case 'fractional':
      return fraction(p);
  }
}

/**
 * p as a reduced fraction: exact when its denominator is at most 20 (1.85 -> 17/20, 2.50 -> 3/2),
 * else the fraction of smallest denominator up to 20 within half a cent of p, so it reads back
 * as the same 2-place odds (1.91 -> 10/11, 1.33 -> 1/3, 1.62 -> 8/13), else exact (1.01 -> 1/100).
 */
function fraction(p: Decimal): string {
  const scale = pow10(p.scale);
  const divisor = gcd(p.units, scale);
  const exact = { numerator: p.units / divisor, denominator: scale / divisor };
  if (exact.denominator <= MAX_DENOMINATOR) return `${exact.numerator}/${exact.denominator}`;
  for (let q = 1n; q <= MAX_DENOMINATOR; q++) {
    // numerator = round(p * q); accepted when |numerator / q - p| < 1/200.
    const numerator = (2n * p.units * q + scale) / (2n * scale);
    const gap = numerator * scale - p.units * q;
    if ((gap < 0n ? -gap : gap) * 200n < q * scale) return `${numerator}/${q}`;
  }
  return `${exact.numerator}/${exact.denominator}`;
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b);
}

const AMERICAN = /^([+-]?)(\d+(?:\.\d+)?)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** 1 + 1/x (x > 0) as 2-place decimal odds, in one rounding. */
const onePlusInverse = (x: Decimal) => toDecimalString(divide(add(x, ONE), x, 2), 2);
/** 1 + x as 2-place decimal odds. */
const onePlus = (x: Decimal) => fixed(add(x, ONE));

/**
 * Text of a format read back as 2-place decimal odds ('1.85'), or null when it is not odds in that
 * format (malay lies in [-1, 1], indonesian outside (-1, 1) but 0, american outside (-100, 100) but
 * 0, fractional is n/m).
 */
export function parseOddsAs(text: string, format: OddsFormat): string | null {
  const input = text.trim();
  if (format === 'fractional') {
    const match = FRACTION.exec(input);
    if (!match) return null;
    const numerator = BigInt(match[1] ?? '0');
    const denominator = BigInt(match[2] ?? '0');
    if (denominator === 0n) return null;
    return toDecimalString(
      divide({ units: numerator + denominator, scale: 0 }, { units: denominator, scale: 0 }, 2),
      2,
    );
  }
  if (format === 'american' ? !AMERICAN.test(input) : !NUMBER.test(input)) return null;
  const x = parseDecimal(input);
  const sign = x.units < 0n ? -1 : x.units > 0n ? 1 : 0;
  const abs = sign < 0 ? negate(x) : x;
  switch (format) {
    case 'decimal':
      return compare(x, ONE) >= 0 ? fixed(x) : null;
    case 'hongkong':
      return sign >= 0 ? onePlus(x) : null;
    case 'malay':
      if (compare(abs, ONE) > 0) return null;
      return sign >= 0 ? onePlus(x) : onePlusInverse(abs);
    case 'indonesian':
      if (sign === 0) return onePlus(x);
      if (compare(abs, ONE) < 0) return null;
      return sign > 0 ? onePlus(x) : onePlusInverse(abs);
    case 'american': {
      if (sign === 0) return onePlus(x);
      if (compare(abs, HUNDRED) < 0) return null;
      // +A: 1 + A/100 (exact); -A: 1 + 100/A = (A + 100)/A, in one rounding.
      return sign > 0
        ? onePlus(mul(x, CENT))
        : toDecimalString(divide(add(abs, HUNDRED), abs, 2), 2);
    }
  }
}

/**
 * Whether the slip takes a moved price without asking: unchanged odds always pass; 'any' takes
 * every change, 'better' only new >= old, 'ask' none. Values that are not odds never pass.
 */
export function acceptsOddsChange(
  policy: OddsChangePolicy,
  oldOdds: string | number,
  newOdds: string | number,
): boolean {
  const before = oddsOf(oldOdds);
  const after = oddsOf(newOdds);
  if (before === undefined || after === undefined) return false;
  const order = compare(after, before);
  if (order === 0) return true;
  if (policy === 'any') return true;
  return policy === 'better' && order > 0;
}
