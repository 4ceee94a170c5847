// The withdraw tab (issue 13, "Withdraw"): behind the gates (real name, payment password), a
// channel the member may use ("not allowed to withdraw, or to use this channel" otherwise), its
// form, and the order once requested: awaiting the operator, in history as it moves on.
import { withdrawStatusName } from '@bet/domain/statuses';
import { Button } from '@bet/ui/button';
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../../lib/i18n/text';
import { QueryView } from '../../../lib/ui/query-view';
import { BankAccounts } from '../bank-accounts/bank-accounts';
import { WalletGate } from '../gate/wallet-gate';
import { WithdrawForm } from './withdraw-form';
import {
  useWithdrawChannels,
  useWithdrawContext,
  type WithdrawChannel,
  type WithdrawOrder,
} from './withdraw-queries';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

function OrderSummary({ order, onNew }: { order: WithdrawOrder; onNew: () => void }) {
  const t = useText();
  const status = withdrawStatusName(order.status) ?? 'canApprove';
  return (
    <Stack aria-live="polite">
      <p>{t('wallet:withdrawForm.requested', { id: order.order_id })}</p>
      <dl>
        <dt>{t('wallet:amount')}</dt>
        <dd>{order.amount}</dd>
        <dt>{t('wallet:serviceFee')}</dt>
        <dd>{order.service_fee}</dd>
        <dt>{t('wallet:networkFee')}</dt>
        <dd>{order.network_fee}</dd>
        <dt>{t('wallet:netAmount')}</dt>
        <dd>{order.net_amount}</dd>
        <dt>{t('wallet:status')}</dt>
        <dd>{t(`common:withdrawStatus.${status}`)}</dd>
      </dl>
      <Button variant="secondary" onClick={onNew}>
        {t('wallet:withdrawForm.newWithdrawal')}
      </Button>
    </Stack>
  );
}

function ChannelForm({ channel }: { channel: WithdrawChannel }) {
  const context = useWithdrawContext(channel);
  const [order, setOrder] = useState<WithdrawOrder | undefined>(undefined);
  if (order !== undefined) return <OrderSummary order={order} onNew={() => setOrder(undefined)} />;
  if (context === undefined) return <Skeleton height="10rem" />;
  return (
    <>
      <WithdrawForm key={channel.id} context={context} onOrder={setOrder} />
      {channel.network === null ? <BankAccounts /> : null}
    </>
  );
}

function Channels({ channels }: { channels: WithdrawChannel[] }) {
  const t = useText();
  const [id, setId] = useState<number | undefined>(undefined);
  const allowed = channels.filter((c) => c.allowed);
  const channel = channels.find((c) => c.id === id) ?? allowed[0] ?? channels[0];
  if (allowed.length === 0 || channel === undefined)
    return <p role="alert">{t('errors:withdrawNotAllowed')}</p>;
  return (
    <Stack>
      <FormField label={t('wallet:paymentChannel')}>
        <Select
          options={channels.map((c) => ({ value: String(c.id), label: c.name }))}
          value={String(channel.id)}
          onChange={(event) => setId(Number(event.target.value))}
        />
      </FormField>
      {channel.allowed ? (
        <ChannelForm key={channel.id} channel={channel} />
      ) : (
        <p role="alert">{t('errors:channelNotAllowed')}</p>
      )}
    </Stack>
  );
}

export function WithdrawTab() {
  useNamespaces('profile');
  const t = useText();
  const channels = useWithdrawChannels();
  return (
    <WalletGate>
      <QueryView
        query={channels}
        placeholder={<Skeleton height="10rem" />}
        errorText={t('errors:loadWithdrawFailed')}
        emptyText={t('errors:withdrawNotAllowed')}
        isEmpty={(list) => list.length === 0}
        headingLevel={3}
      >
        {(list) => <Channels channels={list} />}
      </QueryView>
    </WalletGate>
  );
}
