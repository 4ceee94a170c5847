// Exact decimal arithmetic on scaled BigInts. Amounts a bettor sees never go through float
// rounding (CONTRIBUTING.md, "Money"): a value is `units / 10^scale`, both integers.

export type Decimal = { readonly units: bigint; readonly scale: number };
export type DecimalInput = number | string | bigint | Decimal;

export type DecimalErrorCode =
  'notFinite' | 'invalidFormat' | 'tooManyDecimals' | 'invalidDecimals' | 'divisionByZero';

export class DecimalError extends Error {
  override readonly name = 'DecimalError';
  readonly code: DecimalErrorCode;
  readonly input: unknown;
  constructor(code: DecimalErrorCode, input: unknown, message: string) {
    super(message);
    this.code = code;
    this.input = input;
  }
}

const PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_EXPONENT = 400;

export const ZERO: Decimal = { units: 0n, scale: 0 };

export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * Parses a number, a decimal string ('1.005', '-0.29', '1e-7') or a bigint exactly. A number is
 * read through its shortest round-trip representation, so 1.005 is exactly 1.005, not
 * 1.00499999999999989... NaN, Infinity and malformed strings throw a DecimalError.
 */
export function parseDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'object') return value;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new DecimalError('notFinite', value, `Not a finite number: ${String(value)}`);
  }
  const text = String(value).trim();
  const match = PATTERN.exec(text);
  const [, sign, intPart = '', fracPart = '', expPart] = match ?? [];
  if (!match || (intPart === '' && fracPart === '')) {
    throw new DecimalError('invalidFormat', value, `Not a decimal number: "${text}"`);
  }
  const exponent = expPart === undefined ? 0 : Number(expPart);
  if (Math.abs(exponent) > MAX_EXPONENT) {
    throw new DecimalError('invalidFormat', value, `Exponent out of range: "${text}"`);
  }
  const magnitude = BigInt(`${intPart}${fracPart}` || '0');
  const units = sign === '-' ? -magnitude : magnitude;
  const scale = fracPart.length - exponent;
  return scale >= 0 ? normalize({ units, scale }) : { units: units * pow10(-scale), scale: 0 };
}

/** Removes trailing zeros of the fraction. */
export function normalize(d: Decimal): Decimal {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** The value at a larger scale (exact); a smaller scale truncates toward zero. */
export function rescale(d: Decimal, scale: number): Decimal {
  if (scale >= d.scale) return { units: d.units * pow10(scale - d.scale), scale };
  return { units: d.units / pow10(d.scale - scale), scale };
}

/** Truncates toward zero to `decimals` places: never rounds (spec section 5). */
export function truncate(d: Decimal, decimals: number): Decimal {
  assertDecimals(decimals);
  return d.scale <= decimals ? d : rescale(d, decimals);
}

/** Truncates toward negative infinity to `decimals` places. */
export function floorTo(d: Decimal, decimals: number): Decimal {
  const t = truncate(d, decimals);
  return d.units < 0n && compare(t, d) !== 0 ? sub(t, { units: 1n, scale: decimals }) : t;
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units + rescale(b, scale).units, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Integer quotient n / m rounded half away from zero (m non-zero). */
function roundedQuotient(n: bigint, m: bigint): bigint {
  const negative = n < 0n !== m < 0n;
  const absN = n < 0n ? -n : n;
  const absM = m < 0n ? -m : m;
  const q = (2n * absN + absM) / (2n * absM);
  return negative ? -q : q;
}

/**
 * a / b rounded half away from zero to `decimals` places, in one rounding (for displays such as
 * odds formats; amounts are truncated instead). Dividing by zero throws a DecimalError.
 */
export function divide(a: Decimal, b: Decimal, decimals: number): Decimal {
  assertDecimals(decimals);
  if (b.units === 0n) throw new DecimalError('divisionByZero', b, 'Division by zero');
  const n = a.units * pow10(b.scale + decimals);
  const m = b.units * pow10(a.scale);
  return { units: roundedQuotient(n, m), scale: decimals };
}

/** Rounds half away from zero to `decimals` places (a shorter value is returned as it is). */
export function roundTo(d: Decimal, decimals: number): Decimal {
  assertDecimals(decimals);
  if (d.scale <= decimals) return d;
  return { units: roundedQuotient(d.units, pow10(d.scale - decimals)), scale: decimals };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale).units;
  const y = rescale(b, scale).units;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZero(d: Decimal): boolean {
  return d.units === 0n;
}

export function sign(d: Decimal): -1 | 0 | 1 {
  return d.units < 0n ? -1 : d.units > 0n ? 1 : 0;
}

/** Number of fraction digits of the value once trailing zeros are removed. */
export function fractionDigits(d: Decimal): number {
  return normalize(d).scale;
}

/** Plain decimal string (no exponent). With `decimals`, the fraction has exactly that many digits. */
export function toDecimalString(d: Decimal, decimals?: number): string {
  const fixed = decimals === undefined ? normalize(d) : rescale(truncate(d, decimals), decimals);
  const negative = fixed.units < 0n;
  const digits = (negative ? -fixed.units : fixed.units).toString().padStart(fixed.scale + 1, '0');
  const cut = digits.length - fixed.scale;
  const body = fixed.scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${body}` : body;
}

/** Nearest double of the exact value (for APIs that want a number after the exact math). */
export function toNumber(d: Decimal): number {
  return Number(toDecimalString(d));
}

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new DecimalError(
      'invalidDecimals',
      decimals,
      `Invalid decimal count: ${String(decimals)}`,
    );
  }
}
