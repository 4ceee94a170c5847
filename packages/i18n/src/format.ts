// Dates, numbers and money in the reader's language (issue 6). Dates use date-fns locales, loaded
// lazily; numbers and money use Intl. Money is truncated by @bet/domain/money first, so an amount
// is never rounded up (spec section 5: converted amounts are truncated, 2 decimals, 6 for USDT).
import { format, isValid, type Locale } from 'date-fns';
import { decimalsFor, truncateAmount } from '@bet/domain/money';
import { isLanguageCode, languageInfo, type LanguageCode } from '@bet/domain/languages';
import { loadDateLocale } from './date-locales';

export type FormatErrorCode =
  'invalidDate' | 'invalidPattern' | 'invalidNumber' | 'unknownLanguage';

export class FormatError extends Error {
  override readonly name = 'FormatError';
  constructor(
    readonly code: FormatErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Formats a date with a date-fns pattern ('dd/MM/yyyy HH:mm') in the language, loading its locale. */
export async function formatDate(
  date: Date | number,
  pattern: string,
  lng: LanguageCode,
): Promise<string> {
  return formatDateWith(date, pattern, await loadDateLocale(languageOf(lng)));
}

/** Same, with a locale already at hand (from loadDateLocale, e.g. through React's use()). */
export function formatDateWith(date: Date | number, pattern: string, locale: Locale): string {
  if (!isValid(date)) throw new FormatError('invalidDate', `Not a valid date: ${String(date)}`);
  try {
    return format(date, pattern, { locale });
  } catch (cause) {
    throw new FormatError('invalidPattern', `Not a valid date pattern: ${pattern}`, { cause });
  }
}

/** Formats a finite number with Intl in the language (grouping and decimal signs of the locale). */
export function formatNumber(
  value: number,
  lng: LanguageCode,
  options?: Intl.NumberFormatOptions,
): string {
  if (!Number.isFinite(value))
    throw new FormatError('invalidNumber', `Not a finite number: ${String(value)}`);
  return new Intl.NumberFormat(intlLocale(lng), options).format(value);
}

/**
 * An amount in its currency's decimals (2, or 6 for USDT), truncated and zero-padded, with the
 * locale's separators: 1.999 -> '1.99' (en), '1,99' (pt). A malformed amount throws the domain's
 * MoneyError.
 */
export function formatAmount(value: number | string, currency: string, lng: LanguageCode): string {
  const decimals = decimalsFor(currency);
  return decimalFormat(lng, decimals).format(exactDecimal(value, currency));
}

/**
 * An amount with its currency: Intl's currency style for ISO 4217 codes ('R$ 1,99'), the code after
 * the number for the others (USDT: '1.999999 USDT'). Truncated like formatAmount.
 */
export function formatMoney(value: number | string, currency: string, lng: LanguageCode): string {
  const code = currency.trim().toUpperCase();
  const decimals = decimalsFor(code);
  const exact = exactDecimal(value, code);
  if (!isIsoCurrency(code)) return `${decimalFormat(lng, decimals).format(exact)} ${code}`;
  return new Intl.NumberFormat(intlLocale(lng), {
    style: 'currency',
    currency: code,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(exact);
}

export function intlLocale(lng: LanguageCode): string {
  return languageInfo(languageOf(lng)).intlLocale;
}

function languageOf(lng: string): LanguageCode {
  if (!isLanguageCode(lng))
    throw new FormatError('unknownLanguage', `Unknown language: ${String(lng)}`);
  return lng;
}

/** The truncated amount as an exact decimal string; Intl formats such a string without rounding. */
function exactDecimal(value: number | string, currency: string): Intl.StringNumericLiteral {
  return truncateAmount(value, currency) as Intl.StringNumericLiteral;
}

function decimalFormat(lng: LanguageCode, decimals: number): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(lng), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** Three letters is the ISO 4217 shape; Intl knows every such code (it rejects USDT). */
function isIsoCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}
