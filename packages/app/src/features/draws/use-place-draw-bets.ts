// Placing a draw game's bets: one request, lottery.bet for mark six or racing.bet for pk10, with
// the API client's Idempotency-Key (reused on its own retries, so a timeout books once). A second
// click while a placement runs sends nothing. Success reads the balance and the draws again and
// hands back the order (tickets, total); a refusal keeps the bets and says why (errorMessage).
import type { DataOf } from '@bet/api/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { endpointFilter, endpointMutation } from '../../lib/api/endpoint-query';
import type { DrawGame } from './draw-bets';
import { lotteryBetInput, racingBetInput, type DrawOrder } from './draw-order';

export type PlacedDrawOrder = DataOf<'lottery.bet'>;

export type PlaceDrawOutcome =
  | { readonly kind: 'placed'; readonly order: PlacedDrawOrder }
  | { readonly kind: 'failed' }
  | { readonly kind: 'busy' };

export function usePlaceDrawBets(game: DrawGame) {
  const queryClient = useQueryClient();
  const lottery = useMutation(
    endpointMutation('lottery.bet', {
      invalidates: ['wallet.balance', 'lottery.draws', 'lottery.mybets'],
      errorToast: false,
    }),
  );
  const racing = useMutation(
    endpointMutation('racing.bet', {
      invalidates: ['wallet.balance', 'racing.draws', 'racing.last', 'racing.mybets'],
      errorToast: false,
    }),
  );
  const mutation = game === 'pk10' ? racing : lottery;
  const sending = useRef(false);

  const send = (order: Omit<DrawOrder, 'game'>) =>
    game === 'pk10'
      ? racing.mutateAsync(racingBetInput({ ...order, game }))
      : lottery.mutateAsync(lotteryBetInput({ ...order, game }));

  const place = async (order: Omit<DrawOrder, 'game'>): Promise<PlaceDrawOutcome> => {
    if (sending.current) return { kind: 'busy' };
    sending.current = true;
    try {
      return { kind: 'placed', order: await send(order) };
    } catch {
      // A closed draw is the usual refusal: the draws and the server's clock are read again, so
      // the page shows the draw that is really open.
      void queryClient.invalidateQueries(
        endpointFilter(game === 'pk10' ? 'racing.draws' : 'lottery.draws'),
      );
      void queryClient.invalidateQueries(endpointFilter('config.serverTime'));
      return { kind: 'failed' };
    } finally {
      sending.current = false;
    }
  };

  return { place, pending: mutation.isPending, error: mutation.error };
}
