// What the header shows a member (spec section 2): the balance and a currency selector. The
// currency defaults to the account currency or the first option (spec section 4).
import type { HeaderMember } from '@bet/ui/header';
import { useBrand } from '../../lib/services';
import { useIsAuthorized } from '../auth';
import { useBalance } from './balance-query';
import { useCurrencies } from './currencies-query';
import { useWalletModal } from './modal/use-wallet-modal';
import { useSetCurrency } from './set-currency-mutation';

export function useHeaderBalance(): HeaderMember | undefined {
  const authorized = useIsAuthorized();
  const balance = useBalance();
  const currencies = useCurrencies(authorized);
  const setCurrency = useSetCurrency();
  const wallet = useWalletModal();
  const withWallet = useBrand().flags.wallet;
  if (!authorized) return undefined;
  const options = (currencies.data ?? [])
    .filter((option) => option.status === 1)
    .sort((a, b) => a.sort - b.sort)
    .map((option) => ({ value: option.currency, label: option.currency }));
  const currency = balance.data?.currency ?? options[0]?.value ?? 'USDT';
  return {
    balance: balance.data?.score ?? '—',
    currency,
    currencies: options.some((o) => o.value === currency)
      ? options
      : [{ value: currency, label: currency }, ...options],
    onCurrencyChange: (unit) => {
      if (unit !== currency) setCurrency.mutate({ query: { unit } });
    },
    onOpenWallet: withWallet ? () => wallet.open('deposit') : undefined,
  };
}
