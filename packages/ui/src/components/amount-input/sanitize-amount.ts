// What an amount field accepts while the user types: digits and one decimal point, at most the
// currency's decimals (2, or 6 for USDT; spec section 9), extra digits cut off, never rounded
// (spec section 5, "truncated, not rounded").
import { decimalsFor } from '@bet/domain/money';

/**
 * Cleans a typed or pasted amount: a decimal comma becomes a point, other characters go, leading
 * zeros go ('007' -> '7', '.5' -> '0.5'), and the fraction is cut to the currency's decimals. A
 * trailing point is kept so the user can go on typing ('12.').
 */
export function sanitizeAmount(raw: string, currency: string): string {
  const decimals = decimalsFor(currency);
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const whole = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point === -1 || decimals === 0) return whole;
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}
