// The totals of a report (spec section 3, "Reports: valid amount, profit"): bet count, stake,
// valid amount and profit for the game and period.
import type { Statistics } from '@bet/api/contract/reports';
import { up } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Amount, Count, Profit, ReportSection as Section } from './report-numbers';
import { useNamespaces } from '../../../lib/i18n/text';
import { useAppSection } from '../../../lib/i18n/app-section';

const Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stat>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </Stat>
  );
}

export interface ReportSummaryProps {
  readonly report: Statistics;
  readonly gameName: string;
  readonly period: ReactNode;
}

export function ReportSummary({ report, gameName, period }: ReportSummaryProps) {
  useNamespaces('betting');
  const t = useText();
  useAppSection('reports');
  const titleId = useId();
  const { currency } = report;
  const unit = (label: string) => `${label} (${currency})`;
  return (
    <Section aria-labelledby={titleId} data-testid="report-totals">
      <h2 id={titleId}>{t('app:reports.totals', { game: gameName })}</h2>
      <Sub>{period}</Sub>
      <Stats>
        <Item term={t('app:reports.betCount')}>
          <Count value={report.bet_count} />
        </Item>
        <Item term={unit(t('betting:stake'))}>
          <Amount value={report.bet_amount} currency={currency} />
        </Item>
        <Item term={unit(t('betting:validAmount'))}>
          <Amount value={report.valid_amount} currency={currency} />
        </Item>
        <Item term={unit(t('betting:profit'))}>
          <Profit value={report.profit} currency={currency} />
        </Item>
      </Stats>
    </Section>
  );
}
