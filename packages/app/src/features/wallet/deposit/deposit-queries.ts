// The deposit calls (spec section 7, "Transactions"): the recharge types and the pay channels of
// each type, with their limits (both from the server; nothing about them is fixed here), and the
// recharge itself.
import type { DataOf } from '@bet/api/contract/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointMutation, endpointQuery } from '../../../lib/api/endpoint-query';

export type RechargeType = DataOf<'wallet.rechargeTypes'>[number];
export type PayChannel = DataOf<'wallet.payChannels'>[number];
export type RechargeOrder = DataOf<'wallet.recharge'>;

/** How a type is paid: a card form, a bank transfer (bank or PIX), or a crypto address. */
export type DepositKind = 'card' | 'bank' | 'crypto';

export function depositKind(type: Pick<RechargeType, 'kind'>): DepositKind {
  if (type.kind === 'card') return 'card';
  if (type.kind === 'crypto') return 'crypto';
  return 'bank';
}

export function useDepositMethods() {
  const types = useQuery(endpointQuery('wallet.rechargeTypes'));
  const channels = useQuery(endpointQuery('wallet.payChannels'));
  return { types, channels };
}

/** The channels of a type, in the server's order. */
export function channelsOf(channels: readonly PayChannel[], typeId: number): PayChannel[] {
  return channels.filter((channel) => channel.type_id === typeId);
}

/**
 * The deposit call (wallet.recharge, idempotent: the API client adds the Idempotency-Key). Its
 * answer is the order to pay. Forgotten once nothing shows it (gcTime 0): the card it carried is
 * kept nowhere.
 */
export function useRecharge() {
  return useMutation({
    ...endpointMutation('wallet.recharge', {
      errorToast: false,
      invalidates: ['wallet.recharges'],
    }),
    gcTime: 0,
  });
}

export type RechargeMutation = ReturnType<typeof useRecharge>;
