// Daily check-in (issue 14): the days of the cycle and today's claim. A claim credits the balance
// (the header's balance is read again at once) and the list shows the day claimed; a refused claim
// ("already checked in today", e.g. from another tab) says so in the member's language.
import { formatBalance } from '@bet/domain/money';
import { Button } from '@bet/ui/button';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { useId } from 'react';
import styled from 'styled-components';
import { QueryView } from '../../../lib/ui/query-view';
import { useCheckInDays, useClaimCheckIn } from './check-in-queries';
import { CheckInDays } from './check-in-days';
import { errorMessage } from '../../../lib/api/error-message';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error.text};
`;

function ClaimRow({ claimable }: { claimable: boolean }) {
  const t = useText();
  const toast = useToast();
  const claim = useClaimCheckIn();
  const onClaim = () =>
    claim.mutate(
      {},
      {
        onSuccess: (answer) =>
          toast.show({
            type: 'successful',
            message: t('rewards:checkIn.success', {
              amount: formatBalance(answer.reward),
              currency: answer.currency,
            }),
          }),
      },
    );
  return (
    <Row>
      {/* Claimed here: done at once, before the list is read again. */}
      {claimable && !claim.isSuccess ? (
        <Button onClick={onClaim} loading={claim.isPending}>
          {t('rewards:checkIn.claim')}
        </Button>
      ) : (
        <p role="status">{t('rewards:checkIn.done')}</p>
      )}
      {claim.isError ? <Refusal role="alert">{errorMessage(t, claim.error)}</Refusal> : null}
    </Row>
  );
}

export function CheckInCard() {
  const t = useText();
  const titleId = useId();
  const days = useCheckInDays();
  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{t('rewards:checkIn.title')}</Title>
      <Hint>{t('rewards:checkIn.hint')}</Hint>
      <QueryView
        query={days}
        placeholder={<Skeleton variant="rect" height={96} />}
        errorText={t('rewards:checkIn.loadFailed')}
        headingLevel={3}
      >
        {(list) => (
          <>
            <CheckInDays days={list} />
            <ClaimRow claimable={list.some((day) => day.claimable)} />
          </>
        )}
      </QueryView>
    </Card>
  );
}
