// The withdrawal reads: the channels (limits, fees, whether the member may use them), the
// currencies' exchange rates and the balance, put together as what the form's rules need.
import type { DataOf } from '@bet/api/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useBalance } from '../balance-query';
import { useCurrencies } from '../currencies-query';
import type { WithdrawContext } from './withdraw-schema';

export type WithdrawChannel = DataOf<'wallet.withdrawChannels'>[number];
export type WithdrawOrder = DataOf<'wallet.withdraw'>;

export function useWithdrawChannels() {
  return useQuery(endpointQuery('wallet.withdrawChannels'));
}

/**
 * The rate and balance of a channel's currency. The balance counts only when the account shows
 * the same currency (else the server checks it, converting in USDT).
 */
export function useWithdrawContext(channel: WithdrawChannel): WithdrawContext | undefined {
  const currencies = useCurrencies(true);
  const balance = useBalance();
  const option = currencies.data?.find((c) => c.currency === channel.currency);
  if (option === undefined || balance.data === undefined) return undefined;
  const sameCurrency = balance.data.currency === channel.currency;
  return { channel, rate: option.exchange, balance: sameCurrency ? balance.data.score : undefined };
}
