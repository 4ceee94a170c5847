// One deposit or withdrawal in full (spec section 3, "Transaction"): order id with copy, amount,
// status, date, fees, net amount, network, address and remark; an open deposit can be paid on.
import { TRANSACTION_STATUS } from '@bet/domain/statuses';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { ContinueRecharge } from '../deposit/continue-recharge';
import { CopyList, CopyRow } from '../deposit/copy-row';
import { statusLabel, type TransactionRow, type TransactionSide } from './history-queries';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface TransactionDetailProps {
  readonly side: TransactionSide;
  readonly row: TransactionRow;
  readonly onBack: () => void;
}

export function TransactionDetail({ side, row, onBack }: TransactionDetailProps) {
  const t = useText();
  const money = (value: string) => `${value} ${row.currency}`;
  const open = side === 'deposits' && row.status === TRANSACTION_STATUS.pending;
  return (
    <section aria-label={t('wallet:history.detail')}>
      <CopyList>
        <CopyRow label={t('wallet:orderId')} value={row.order_id} />
      </CopyList>
      <Figures>
        <dt>{t('wallet:amount')}</dt>
        <dd>{money(row.amount)}</dd>
        <dt>{t('wallet:status')}</dt>
        <dd>{t(statusLabel(side, row.status))}</dd>
        <dt>{t('wallet:dateTime')}</dt>
        <dd>
          <FormattedDate value={row.create_at} />
        </dd>
        <dt>{t('wallet:serviceFee')}</dt>
        <dd>{money(row.service_fee)}</dd>
        <dt>{t('wallet:networkFee')}</dt>
        <dd>{money(row.network_fee)}</dd>
        <dt>{t('wallet:netAmount')}</dt>
        <dd>{money(row.net_amount)}</dd>
        <dt>{t('wallet:network')}</dt>
        <dd>{row.network ?? '—'}</dd>
        <dt>{t('wallet:address')}</dt>
        <dd>{row.address ?? '—'}</dd>
        <dt>{t('wallet:remark')}</dt>
        <dd>{row.remark === '' ? '—' : row.remark}</dd>
      </Figures>
      {open ? <ContinueRecharge orderId={row.order_id} /> : null}
      <Button variant="ghost" onClick={onBack}>
        {t('ui:back')}
      </Button>
    </section>
  );
}
