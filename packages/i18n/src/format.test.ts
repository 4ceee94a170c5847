import { MoneyError } from '@bet/domain/money';
import { describe, expect, it } from 'vitest';
import {
  FormatError,
  formatAmount,
  formatDate,
  formatDateWith,
  formatMoney,
  formatNumber,
} from './format';
import { loadDateLocale } from './date-locales';
import type { LanguageCode } from '@bet/domain/languages';

/** Intl separates some currency symbols with a no-break space; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount truncates, never rounds up (spec section 5)', () => {
  it.each<[LanguageCode, string | number, string, string]>([
    ['en', '1.999', 'BRL', '1.99'],
    ['pt', '1.999', 'BRL', '1,99'],
    ['zh', '1.999', 'CNY', '1.99'],
    ['en', 0.29, 'USD', '0.29'],
    ['en', '-1.239', 'USD', '-1.23'],
    ['en', '1234567.899', 'USD', '1,234,567.89'],
    ['pt', '1234567.899', 'BRL', '1.234.567,89'],
    ['en', '1.1234567', 'USDT', '1.123456'],
    ['pt', '0.9999999', 'USDT', '0,999999'],
    ['zh', '2', 'usdt', '2.000000'],
    ['en', '90071992547409.999', 'USD', '90,071,992,547,409.99'],
  ])('%s: %s %s -> %s', (lng, value, currency, expected) => {
    expect(formatAmount(value, currency, lng)).toBe(expected);
  });

  it('rejects a malformed amount with the domain MoneyError', () => {
    expect(() => formatAmount('1,5', 'BRL', 'en')).toThrow(MoneyError);
    expect(() => formatAmount(Number.NaN, 'BRL', 'en')).toThrow(MoneyError);
  });
});

describe('formatMoney', () => {
  it.each<[LanguageCode, string, string, string]>([
    ['pt', '1.999', 'BRL', 'R$ 1,99'],
    ['en', '1.999', 'USD', '$1.99'],
    ['zh', '1.999', 'CNY', '¥1.99'],
    ['en', '1.9999999', 'USDT', '1.999999 USDT'],
    ['pt', '10', 'USDT', '10,000000 USDT'],
  ])('%s: %s %s -> %s', (lng, value, currency, expected) => {
    expect(plain(formatMoney(value, currency, lng))).toBe(expected);
  });
});

describe('formatNumber', () => {
  it('uses the locale of the language', () => {
    expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
  });

  it('rejects what is not a finite number', () => {
    expect(() => formatNumber(Number.POSITIVE_INFINITY, 'en')).toThrow(FormatError);
  });
});

describe('formatDate', () => {
  const date = new Date(2024, 1, 10, 15, 30);

  it.each<[LanguageCode, string]>([
    ['pt', '10 de fevereiro de 2024'],
    ['en', 'February 10th, 2024'],
    ['zh', '2024年2月10日'],
    ['ru', '10 февраля 2024 г.'],
  ])('%s: PPP -> %s', async (lng, expected) => {
    await expect(formatDate(date, 'PPP', lng)).resolves.toBe(expected);
  });

  it('loads each locale once', () => {
    expect(loadDateLocale('ja')).toBe(loadDateLocale('ja'));
  });

  it('formats with a locale at hand', async () => {
    expect(formatDateWith(date, 'dd/MM/yyyy HH:mm', await loadDateLocale('pt'))).toBe(
      '10/02/2024 15:30',
    );
  });

  it('rejects an invalid date, pattern or language with a FormatError', async () => {
    const locale = await loadDateLocale('en');
    expect(() => formatDateWith(new Date('nope'), 'PPP', locale)).toThrow(
      expect.objectContaining({ code: 'invalidDate' }),
    );
    expect(() => formatDateWith(date, 'yyyy-MM-dd jj', locale)).toThrow(
      expect.objectContaining({ code: 'invalidPattern' }),
    );
    await expect(formatDate(date, 'PPP', 'xx' as LanguageCode)).rejects.toMatchObject({
      code: 'unknownLanguage',
    });
  });
});
