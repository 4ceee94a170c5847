// The deposit tab (issue 13, "Deposit"): method and channel from the server, then the channel's
// form; once the order exists, where to pay it, and a way back to a new deposit. "Payment types
// not available" when the server offers none (or they fail to load, with a retry), "no data for
// channel type" when the chosen type has no channel.
import { Button } from '@bet/ui/button';
import { EmptyState } from '@bet/ui/empty-state';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryView } from '../../../lib/ui/query-view';
import { DepositForm } from './deposit-form';
import {
  channelsOf,
  depositKind,
  useDepositMethods,
  useRecharge,
  type PayChannel,
  type RechargeType,
} from './deposit-queries';
import { MethodPicker } from './method-picker';
import { RechargeOrderView } from './recharge-order-view';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

function Methods({ types, channels }: { types: RechargeType[]; channels: PayChannel[] }) {
  const t = useText();
  const [typeId, setTypeId] = useState(types[0]?.id ?? 0);
  const [channelId, setChannelId] = useState<number | undefined>(undefined);
  const recharge = useRecharge();
  const type = types.find((candidate) => candidate.id === typeId) ?? types[0];
  if (type === undefined) return null;
  const ofType = channelsOf(channels, type.id);
  const channel = ofType.find((c) => c.id === channelId) ?? ofType[0];
  const kind = depositKind(type);
  if (recharge.data !== undefined) {
    return (
      <Stack>
        <RechargeOrderView order={recharge.data} />
        <Button variant="secondary" onClick={() => recharge.reset()}>
          {t('wallet:depositForm.newDeposit')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <MethodPicker
        types={types}
        typeId={type.id}
        onType={(id) => {
          setTypeId(id);
          setChannelId(undefined);
          recharge.reset();
        }}
        channels={ofType}
        channelId={channel?.id}
        onChannel={(id) => {
          setChannelId(id);
          recharge.reset();
        }}
        crypto={kind === 'crypto'}
      />
      {channel === undefined ? (
        <p role="alert">{t('errors:noDataForChannelType')}</p>
      ) : (
        <DepositForm
          key={channel.id}
          channel={channel}
          withCard={kind === 'card'}
          recharge={recharge}
        />
      )}
    </Stack>
  );
}

export function DepositTab() {
  const t = useText();
  const { types, channels } = useDepositMethods();
  const placeholder = <Skeleton height="12rem" />;
  const failed = t('errors:paymentTypesNotAvailable');
  return (
    <QueryView query={types} placeholder={placeholder} errorText={failed} headingLevel={3}>
      {(typeList) =>
        typeList.length === 0 ? (
          <EmptyState title={failed} headingLevel={3} />
        ) : (
          <QueryView query={channels} placeholder={placeholder} errorText={failed} headingLevel={3}>
            {(channelList) => <Methods types={typeList} channels={channelList} />}
          </QueryView>
        )
      }
    </QueryView>
  );
}
