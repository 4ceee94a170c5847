// What the header shows a member (spec section 2): the balance and a currency selector. The
// currency defaults to the account currency or the first option (spec section 4).
import type { HeaderMember } from '@bet/ui/header';
import { useAtomValue } from 'jotai';
import { isAuthorizedAtom } from '../../lib/session/session';
import { useAccountInfo } from './account-info-query';
import { useCurrencies } from './currencies-query';
import { useSetCurrency } from './set-currency-mutation';

export function useHeaderMember(): HeaderMember | undefined {
  const authorized = useAtomValue(isAuthorizedAtom);
  const account = useAccountInfo();
  const currencies = useCurrencies(authorized);
  const setCurrency = useSetCurrency();
  if (!authorized) return undefined;
  const options = (currencies.data ?? [])
    .filter((option) => option.status === 1)
    .sort((a, b) => a.sort - b.sort)
    .map((option) => ({ value: option.currency, label: option.currency }));
  const currency = account.data?.currency ?? options[0]?.value ?? 'USDT';
  return {
    balance: account.data?.score ?? '—',
    currency,
    currencies: options.some((o) => o.value === currency)
      ? options
      : [{ value: currency, label: currency }, ...options],
    onCurrencyChange: (unit) => {
      if (unit !== currency) setCurrency.mutate(unit);
    },
  };
}
