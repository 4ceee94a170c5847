// Counts and shares in the reader's language (grouping, decimal sign and digits of its locale),
// through @bet/i18n's Intl formatter.
import { isLanguageCode } from '@bet/domain/languages';
import { formatNumber } from '@bet/i18n';
import { useMemo } from 'react';
import { useLanguage } from './text';

export interface NumberText {
  /** A whole number: 1234 -> '1,234' (en), '1.234' (pt). */
  count(value: number): string;
  /** A part of a whole as a percentage with at most one decimal: (1, 3) -> '33.3%'; of 0, 0 %. */
  share(part: number, whole: number): string;
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

export function useNumberText(): NumberText {
  const language = useLanguage();
  return useMemo(() => {
    const lng = isLanguageCode(language) ? language : 'en';
    return {
      count: (value) => formatNumber(value, lng),
      share: (part, whole) => formatNumber(whole > 0 ? part / whole : 0, lng, PERCENT),
    };
  }, [language]);
}
