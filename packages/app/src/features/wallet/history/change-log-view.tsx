// The balance change log (spec section 7): filtered by kind (34 Recharge, 50 Withdraw; the
// other kinds show their own remark), each change with the balance it left.
import { CHANGE_LOG_KIND, changeLogKindName } from '@bet/domain/statuses';
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { Skeleton } from '@bet/ui/skeleton';
import { useText, type TextKey } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { QueryView } from '../../../lib/ui/query-view';
import { rowsOf, useChangeLog, type ChangeLogRow } from './history-queries';
import { PagedList } from './paged-list';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border.subtle};
`;

function kindLabel(kind: number): TextKey {
  const name = changeLogKindName(kind);
  return name === 'Recharge' || name === 'Withdraw' ? `wallet:kinds.${name}` : 'wallet:kinds.other';
}

function ChangeRow({ row }: { row: ChangeLogRow }) {
  const t = useText();
  const kind = kindLabel(row.kind);
  return (
    <Row>
      <strong>{kind === 'wallet:kinds.other' && row.remark !== '' ? row.remark : t(kind)}</strong>
      <span>{`${row.amount} ${row.currency}`}</span>
      <small>
        <FormattedDate value={row.create_at} />
      </small>
      <small>
        {t('wallet:history.balanceAfter', { balance: row.balance, currency: row.currency })}
      </small>
    </Row>
  );
}

export function ChangeLogView() {
  const t = useText();
  const [kind, setKind] = useState<number | undefined>(undefined);
  const pages = useChangeLog(kind);
  const rows = rowsOf<ChangeLogRow>(pages.data?.pages);
  return (
    <>
      <FormField label={t('wallet:history.kind')}>
        <Select
          value={kind === undefined ? '' : String(kind)}
          onChange={(event) =>
            setKind(event.target.value === '' ? undefined : Number(event.target.value))
          }
          options={[
            { value: '', label: t('wallet:all') },
            ...Object.entries(CHANGE_LOG_KIND).map(([name, value]) => ({
              value: String(value),
              label: t(kindLabel(value)) || name,
            })),
          ]}
        />
      </FormField>
      <QueryView
        query={pages}
        placeholder={<Skeleton lines={4} />}
        errorText={t('errors:somethingWentWrong')}
        emptyText={t('wallet:history.empty')}
        isEmpty={() => rows.length === 0}
        headingLevel={3}
      >
        {() => (
          <PagedList
            rows={rows}
            rowKey={(row) => row.id}
            label={t('wallet:history.changes')}
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            renderRow={(row) => <ChangeRow row={row} />}
          />
        )}
      </QueryView>
    </>
  );
}
