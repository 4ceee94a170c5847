// The report day by day: a table with row and column headers from the desktop breakpoint (768 px,
// spec section 9), a list of cards on phones, where five columns do not fit.
import type { Statistics } from '@bet/api/contract/reports';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import styled from 'styled-components';
import { useIsDesktop } from '../../../lib/hooks/use-media-query';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { Amount, Count, Profit, ReportSection as Section } from './report-numbers';
import { useNamespaces } from '../../../lib/i18n/text';
import { useAppSection } from '../../../lib/i18n/app-section';

type Row = Statistics['rows'][number];

const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
    text-align: end;
    white-space: nowrap;
  }

  thead th {
    background: ${({ theme }) => theme.palette.surface.raised};
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  th:first-child {
    text-align: start;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }

  tbody tr {
    background: ${({ theme }) => theme.palette.surface.surface};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/** A report day (ISO date of the UTC calendar) in the reader's language. */
function Day({ date }: { date: string }) {
  return <FormattedDate value={`${date}T12:00:00Z`} pattern="PP" />;
}

function useColumns(currency: string) {
  useNamespaces('betting');
  const t = useText();
  useAppSection('reports');
  const unit = (label: string) => `${label} (${currency})`;
  return {
    date: t('app:reports.date'),
    count: t('app:reports.betCount'),
    stake: unit(t('betting:stake')),
    valid: unit(t('betting:validAmount')),
    profit: unit(t('betting:profit')),
  };
}

interface DaysProps {
  readonly rows: readonly Row[];
  readonly currency: string;
  readonly labelledBy: string;
}

function DaysTable({ rows, currency, labelledBy }: DaysProps) {
  const columns = useColumns(currency);
  return (
    <TableBox>
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.count}</th>
            <th scope="col">{columns.stake}</th>
            <th scope="col">{columns.valid}</th>
            <th scope="col">{columns.profit}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">
                <Day date={row.date} />
              </th>
              <td>
                <Count value={row.bet_count} />
              </td>
              <td>
                <Amount value={row.bet_amount} currency={currency} />
              </td>
              <td>
                <Amount value={row.valid_amount} currency={currency} />
              </td>
              <td>
                <Profit value={row.profit} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

function DayCards({ rows, currency, labelledBy }: DaysProps) {
  const columns = useColumns(currency);
  return (
    <Cards aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <Card key={row.date} data-testid="report-day">
          <h3>
            <Day date={row.date} />
          </h3>
          <dl>
            <dt>{columns.count}</dt>
            <dd>
              <Count value={row.bet_count} />
            </dd>
            <dt>{columns.stake}</dt>
            <dd>
              <Amount value={row.bet_amount} currency={currency} />
            </dd>
            <dt>{columns.valid}</dt>
            <dd>
              <Amount value={row.valid_amount} currency={currency} />
            </dd>
            <dt>{columns.profit}</dt>
            <dd>
              <Profit value={row.profit} currency={currency} />
            </dd>
          </dl>
        </Card>
      ))}
    </Cards>
  );
}

export function ReportDays({ report }: { report: Statistics }) {
  const text = useText();
  useAppSection('reports');
  const desktop = useIsDesktop();
  const titleId = useId();
  // Newest day first, like every other list of the app.
  const rows = report.rows.toSorted((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{text('app:reports.byDay')}</h2>
      {desktop ? (
        <DaysTable rows={rows} currency={report.currency} labelledBy={titleId} />
      ) : (
        <DayCards rows={rows} currency={report.currency} labelledBy={titleId} />
      )}
    </Section>
  );
}
