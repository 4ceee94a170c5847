// Saved withdrawal accounts (spec section 3, "Withdrawal account"), and the lists the add form
// offers: the countries (the dial-code list's, defined once in @bet/domain), their banks and the
// account (trade) types, all from the server but the countries.
import type { DataOf } from '@bet/api/contract/endpoints';
import { DIAL_CODES } from '@bet/domain/dial-codes';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

export type BankAccount = DataOf<'wallet.bankAccounts'>[number];

export function useBankAccounts() {
  return useQuery(endpointQuery('wallet.bankAccounts'));
}

export function useBankTypes(country: string) {
  return useQuery({
    ...endpointQuery('wallet.bankTypes', { query: { country } }),
    enabled: /^[A-Z]{2}$/.test(country),
  });
}

export function useTradeTypes() {
  return useQuery(endpointQuery('wallet.tradeTypes'));
}

/** ISO country codes of the product's markets, in the dial-code list's order. */
export const ACCOUNT_COUNTRIES: readonly string[] = [...new Set(DIAL_CODES.map((d) => d.iso))];

/** A country's name in the member's language ('BR' is 'Brasil' in pt). */
export function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** '•••• 3456': enough of the number to tell accounts apart. */
export function maskedAccount(account: string): string {
  return account.length <= 4 ? account : `•••• ${account.slice(-4)}`;
}
