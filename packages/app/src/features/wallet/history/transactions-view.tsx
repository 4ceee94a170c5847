// Deposits or withdrawals: a status filter with every label of spec section 4, the rows a page at
// a time, and a row's detail in place of the list.
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { QueryView } from '../../../lib/ui/query-view';
import {
  rowsOf,
  statusesOf,
  statusLabel,
  useTransactions,
  type TransactionRow,
  type TransactionSide,
} from './history-queries';
import { PagedList } from './paged-list';
import { TransactionDetail } from './transaction-detail';

const RowButton = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.border.focus};
  }
`;

export function TransactionsView({ side }: { readonly side: TransactionSide }) {
  const t = useText();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState<TransactionRow | undefined>(undefined);
  const pages = useTransactions(side, status);
  if (open !== undefined)
    return <TransactionDetail side={side} row={open} onBack={() => setOpen(undefined)} />;
  const rows = rowsOf<TransactionRow>(pages.data?.pages);
  return (
    <>
      <FormField label={t('wallet:status')}>
        <Select
          value={status === undefined ? '' : String(status)}
          onChange={(event) =>
            setStatus(event.target.value === '' ? undefined : Number(event.target.value))
          }
          options={[
            { value: '', label: t('wallet:all') },
            ...statusesOf(side).map((s) => ({ value: String(s), label: t(statusLabel(side, s)) })),
          ]}
        />
      </FormField>
      <QueryView
        query={pages}
        placeholder={<Skeleton lines={4} />}
        errorText={t(
          side === 'withdrawals' ? 'errors:loadWithdrawFailed' : 'errors:somethingWentWrong',
        )}
        emptyText={t('wallet:history.empty')}
        isEmpty={() => rows.length === 0}
        headingLevel={3}
      >
        {() => (
          <PagedList
            rows={rows}
            rowKey={(row) => row.order_id}
            label={t(
              side === 'deposits' ? 'wallet:history.deposits' : 'wallet:history.withdrawals',
            )}
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            renderRow={(row) => (
              <RowButton type="button" onClick={() => setOpen(row)}>
                <strong>{`${row.amount} ${row.currency}`}</strong>
                <span>{t(statusLabel(side, row.status))}</span>
                <small>
                  <FormattedDate value={row.create_at} />
                </small>
                <small>{row.order_id}</small>
              </RowButton>
            )}
          />
        )}
      </QueryView>
    </>
  );
}
