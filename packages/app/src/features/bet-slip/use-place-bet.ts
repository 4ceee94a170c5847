// Placing the slip (issue 15): sports.bet, one request per body with the API client's
// Idempotency-Key (reused on its own retries, so a timeout books once). A second click while a
// placement runs sends nothing. The balance is read again at once. A stale-odds refusal comes back
// as the changes; the member's policy (acceptsOddsChange) accepts them and places again, or the
// slip asks (OddsChangedDialog).
import { isApiError } from '@bet/api/client/errors';
import type { SportsBetBody } from '@bet/api/contract/sports-schemas';
import { acceptsOddsChange, type OddsChangePolicy } from '@bet/domain/odds-format';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { endpointMutation } from '../../lib/api/endpoint-query';
import type { SlipGame } from './slip-atoms';
import { oddsChangesOf, type OddsChange } from './slip-ticket';

export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly betIds: readonly string[] }
  | { readonly kind: 'oddsChanged'; readonly changes: readonly OddsChange[]; readonly ask: boolean }
  | { readonly kind: 'failed' }
  | { readonly kind: 'busy' };

export function usePlaceBet(game: SlipGame) {
  const mutation = useMutation({
    ...endpointMutation('sports.bet', {
      invalidates: ['wallet.balance', 'sports.mybets'],
      errorToast: false,
    }),
  });
  const sending = useRef(false);
  const [betIds, setBetIds] = useState<readonly string[]>([]);

  const place = async (
    bodies: readonly SportsBetBody[],
    policy: OddsChangePolicy,
  ): Promise<PlaceOutcome> => {
    if (sending.current) return { kind: 'busy' };
    sending.current = true;
    try {
      const ids: string[] = [];
      for (const body of bodies) {
        const placed = await mutation.mutateAsync({ params: { game }, body });
        ids.push(...placed.bet_ids);
      }
      setBetIds(ids);
      return { kind: 'placed', betIds: ids };
    } catch (error) {
      const changes = isApiError(error) && 'data' in error ? oddsChangesOf(error.data) : undefined;
      if (changes === undefined) return { kind: 'failed' };
      const ask = !changes.every((c) => acceptsOddsChange(policy, c.old, c.new));
      return { kind: 'oddsChanged', changes, ask };
    } finally {
      sending.current = false;
    }
  };

  return {
    place,
    pending: mutation.isPending,
    error: mutation.error,
    betIds,
    reset: () => setBetIds([]),
  };
}
