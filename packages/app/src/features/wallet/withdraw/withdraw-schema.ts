// The withdrawal form's rules, from @bet/domain: the amount (balance, 2 USDT at the currency's
// rate, the channel's limits, a net above zero) and the destination (an address valid for the
// channel's network, or a saved account). The server runs the same rules on the request.
import { checkWith } from '@bet/api/contract/validated';
import { validateAddress, type AddressNetwork } from '@bet/domain/validation-payment';
import { validateWithdrawalAmount } from '@bet/domain/withdrawal';
import { fail, OK } from '@bet/domain/validation-keys';
import * as z from 'zod';
import type { WithdrawChannel } from './withdraw-queries';

export interface WithdrawContext {
  readonly channel: WithdrawChannel;
  /** Units of the channel's currency per USDT. */
  readonly rate: string;
  /** The balance in the channel's currency, when the page knows it. */
  readonly balance: string | undefined;
}

export function feesOf({ channel }: Pick<WithdrawContext, 'channel'>) {
  return { currency: channel.currency, feeRate: channel.fee_rate, networkFee: channel.network_fee };
}

export function withdrawFormSchema(context: WithdrawContext) {
  const { channel, rate, balance } = context;
  const amount = z.string().superRefine(
    checkWith(
      (value: string) =>
        validateWithdrawalAmount({
          ...feesOf(context),
          amount: value,
          rate,
          balance,
          limits: channel,
        }),
      [],
    ),
  );
  if (channel.network !== null) {
    const network = channel.network as AddressNetwork;
    return z.object({
      amount,
      address: z.string().superRefine(checkWith((a: string) => validateAddress(a, network), [])),
      info_id: z.number().optional(),
    });
  }
  return z.object({
    amount,
    address: z.string().optional(),
    info_id: z
      .number()
      .optional()
      .superRefine(
        checkWith((id: number | undefined) => (id ? OK : fail('validation.accountRequired')), []),
      ),
  });
}
