// Amounts and minutes as words of the member's language (amounts truncated to the currency's
// decimals by @bet/i18n, never rounded up).
import { formatAmount, formatNumber } from '@bet/i18n';
import { useSafetyLanguage } from './use-safety-language';

/** '1,234.50 USDT' in English, '1.234,50 BRL' in Portuguese. */
export function useMoneyText(): (value: string, currency: string) => string {
  const language = useSafetyLanguage();
  return (value, currency) => `${formatAmount(value, currency, language)} ${currency}`;
}

export function Money({ value, currency }: { value: string; currency: string }) {
  return <>{useMoneyText()(value, currency)}</>;
}

/** Minutes as words of the language ('16 minutes', '16 minutos'). */
export function useMinutes(): (minutes: number) => string {
  const language = useSafetyLanguage();
  return (minutes) =>
    formatNumber(minutes, language, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
}
