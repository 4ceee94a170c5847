// Numbers of a report in the reader's language: amounts through @bet/i18n (truncated to the
// currency's decimals, 6 for USDT, spec sections 5 and 9), and profit with its sign and colour
// (the sign carries the meaning; the colour repeats it).
import { truncateAmount } from '@bet/domain/money';
import { isLanguageCode, type LanguageCode } from '@bet/domain/languages';
import { formatAmount, formatNumber } from '@bet/i18n';
import styled from 'styled-components';
import { useLanguage } from '../../../lib/i18n/text';

export function useReportLanguage(): LanguageCode {
  const language = useLanguage();
  return isLanguageCode(language) ? language : 'en';
}

export function Amount({ value, currency }: { value: string; currency: string }) {
  return <>{formatAmount(value, currency, useReportLanguage())}</>;
}

export function Count({ value }: { value: number }) {
  return <>{formatNumber(value, useReportLanguage())}</>;
}

/** A part of the report (totals, days) under its h2. */
export const ReportSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

type Tone = 'gain' | 'loss' | 'even';

const ProfitText = styled.span<{ $tone: Tone }>`
  color: ${({ theme, $tone }) =>
    $tone === 'gain'
      ? theme.palette.success.text
      : $tone === 'loss'
        ? theme.palette.error.text
        : theme.palette.text.primary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The tone of the amount as shown (truncated): a loss too small to show is even. */
function toneOf(value: string, currency: string): Tone {
  const shown = truncateAmount(value, currency);
  if (!/[1-9]/.test(shown)) return 'even';
  return shown.startsWith('-') ? 'loss' : 'gain';
}

/** '+1.500000' in the success colour, '-2.000000' in the error colour, '0.000000' plain. */
export function Profit({ value, currency }: { value: string; currency: string }) {
  const tone = toneOf(value, currency);
  const formatted = formatAmount(value, currency, useReportLanguage());
  return (
    <ProfitText $tone={tone} data-tone={tone}>
      {tone === 'gain' ? `+${formatted}` : formatted}
    </ProfitText>
  );
}
