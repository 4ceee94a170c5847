// The third-party game wallets money moves to and from (spec section 7, "Third-party games"):
// the card games' one wallet and each NG platform's, with their balance reads (in the member's
// currency) and their transfer calls.
import { CARD_WALLET_GAME_ID, NG_PLATFORMS, type NgPlatform } from '@bet/domain/games';
import { useMutation, useQueries } from '@tanstack/react-query';
import { endpointMutation, endpointQuery } from '../../../lib/api/endpoint-query';

export type GameWalletId = 'card' | `ng:${NgPlatform}`;
export interface GameWallet {
  readonly id: GameWalletId;
  readonly label: string;
}

export const GAME_WALLETS: readonly GameWallet[] = [
  { id: 'card', label: 'KY Cards' },
  ...NG_PLATFORMS.map((plat) => ({ id: `ng:${plat}` as const, label: `NG ${plat.toUpperCase()}` })),
];

const balanceRead = (wallet: GameWalletId) =>
  wallet === 'card'
    ? endpointQuery('wallet.cardBalance')
    : endpointQuery('wallet.ngBalance', { query: { plat_type: wallet.slice(3) } });

/** Every game wallet's balance, in the order of GAME_WALLETS. */
export function useGameBalances() {
  return useQueries({ queries: GAME_WALLETS.map((wallet) => balanceRead(wallet.id)) });
}

export type Direction = 'in' | 'out';

/** Moves `money` (member's currency) into or out of a game wallet; one call per submit. */
export function useGameTransfer() {
  const invalidates = [
    'wallet.balance',
    'wallet.cardBalance',
    'wallet.ngBalance',
    'wallet.changeLog',
  ] as const;
  const options = { invalidates, errorToast: false };
  const cardIn = useMutation(endpointMutation('wallet.cardTransferIn', options));
  const cardOut = useMutation(endpointMutation('wallet.cardTransferOut', options));
  const ngIn = useMutation(endpointMutation('wallet.ngTransferIn', options));
  const ngOut = useMutation(endpointMutation('wallet.ngTransferOut', options));
  const all = [cardIn, cardOut, ngIn, ngOut];
  const transfer = (
    wallet: GameWalletId,
    direction: Direction,
    money: string,
    currency: string,
  ) => {
    if (wallet === 'card') {
      const query = { game_id: CARD_WALLET_GAME_ID, money };
      return (direction === 'in' ? cardIn : cardOut).mutateAsync({ query });
    }
    const body = { plat_type: wallet.slice(3), money, currency };
    return (direction === 'in' ? ngIn : ngOut).mutateAsync({ body });
  };
  return {
    transfer,
    pending: all.some((m) => m.isPending),
    error: all.find((m) => m.isError)?.error ?? null,
    succeeded: all.some((m) => m.isSuccess),
    reset: () => all.forEach((m) => m.reset()),
  };
}
