// The member's side of the stakes: the selected currency (the balance's), its record from
// config.currencies (exchange rate and lotter_bet_min; the spec's default record while it is not
// listed) and the balance.
import { DEFAULT_CURRENCY_OPTION } from '@bet/domain/constants';
import { useBalance, useCurrencies } from '../wallet';
import type { StakeLimits } from './stakes';

export interface MemberStakeLimits extends StakeLimits {
  readonly currency: string;
}

export function useStakeLimits(): MemberStakeLimits {
  const balance = useBalance().data;
  const currencies = useCurrencies(true).data;
  const currency = balance?.currency ?? DEFAULT_CURRENCY_OPTION.currency;
  const record = currencies?.find((option) => option.currency === currency);
  return {
    currency,
    rate: String(record?.exchange ?? DEFAULT_CURRENCY_OPTION.exchange),
    currencyMin: String(record?.lotter_bet_min ?? DEFAULT_CURRENCY_OPTION.lotter_bet_min),
    balance: balance?.score,
  };
}
