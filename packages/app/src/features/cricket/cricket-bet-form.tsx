// The cricket slip of one match: a stake per chosen option, then one cricket.bet (the client adds
// the Idempotency-Key and retries a timeout with it; a pending request disables the button, so a
// double click books once). A refusal is shown in the member's language (errorMessage).
import { oddsChangedRefusalSchema } from '@bet/api/contract/sports-schemas';
import { AmountInput } from '@bet/ui/amount-input';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { endpointMutation } from '../../lib/api/endpoint-query';
import { errorMessage } from '../../lib/api/error-message';
import { useAuthModal, useIsAuthorized } from '../auth';
import { useBalance } from '../wallet';
import type { useCricketSlip } from './use-cricket-slip';

const Slip = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const BetRow = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

export interface CricketBetFormProps {
  readonly matchId: string;
  readonly slip: ReturnType<typeof useCricketSlip>;
}

export function CricketBetForm({ matchId, slip }: CricketBetFormProps) {
  const t = useText();
  const signedIn = useIsAuthorized();
  const auth = useAuthModal();
  const currency = useBalance().data?.currency ?? 'USDT';
  const queryClient = useQueryClient();
  const place = useMutation(
    endpointMutation('cricket.bet', { errorToast: false, invalidates: ['wallet.balance'] }),
  );
  const staked = slip.staked();
  const submit = () => {
    if (!signedIn) return auth.open('login');
    if (queryClient.isMutating({ mutationKey: ['cricket.bet'] }) > 0 || staked.length === 0) return;
    place.mutate(
      { body: { matchId, currency, bets: staked } },
      {
        onSuccess: () => slip.clear(),
        // Stale odds: the slip takes the new prices, and placing again accepts them.
        onError: (error) => {
          const moved = oddsChangedRefusalSchema.safeParse('data' in error ? error.data : null);
          if (!moved.success) return;
          for (const change of moved.data.changes)
            if (typeof change['id'] === 'string') slip.updateOdd(change['id'], change.new);
        },
      },
    );
  };
  const moved = oddsChangedRefusalSchema.safeParse(
    place.error !== null && 'data' in place.error ? place.error.data : null,
  );
  const refusal = !place.isError
    ? undefined
    : moved.success
      ? moved.data.changes
          .map((change) => t('betting:oddsMoved', { old: change.old, new: change.new }))
          .join(' ')
      : errorMessage(t, place.error);
  return (
    <Slip aria-label={t('betting:betSlip')}>
      <h2>{t('betting:betSlip')}</h2>
      {slip.bets.length === 0 && <p>{t('betting:emptySlip')}</p>}
      {slip.bets.map((bet) => (
        <BetRow key={bet.id}>
          <span>
            {bet.categoryLabel}: {bet.slipLabel} @ {bet.odd}
          </span>
          <AmountInput
            aria-label={`${t('betting:stake')} ${bet.slipLabel}`}
            currency={currency}
            value={slip.typedAmount(bet.id)}
            onChange={(value) => slip.setAmount(bet.id, value)}
          />
        </BetRow>
      ))}
      {refusal !== undefined && <p role="alert">{refusal}</p>}
      {place.isSuccess && (
        <p role="status">
          {t('betting:betPlaced')}: {place.data.betIds.join(', ')}
        </p>
      )}
      <Button
        type="button"
        loading={place.isPending}
        disabled={signedIn && staked.length === 0}
        onClick={submit}
      >
        {signedIn ? t('betting:placeBet') : t('betting:signInToBet')}
      </Button>
    </Slip>
  );
}
