// The Join button of a promotion's page (issue 14): a visitor is asked to log in first; a member
// joins once, after which the button says "Joined" (disabled). A refusal shows beside it.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useToast } from '@bet/ui/toast';
import { Suspense } from 'react';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';
import { useAuthModal, useIsAuthorized } from '../auth';
import { useJoinedPromotions, useJoinPromotion } from './joined-queries';
import { errorMessage } from '../../lib/api/error-message';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.error.text};
`;

/** Waits for its strings (the rewards namespace) without holding up the page. */
export function JoinButton({ promotionId }: { promotionId: number }) {
  return (
    <Suspense fallback={null}>
      <Join promotionId={promotionId} />
    </Suspense>
  );
}

function Join({ promotionId }: { promotionId: number }) {
  useNamespaces('rewards');
  const t = useText();
  const toast = useToast();
  const signedIn = useIsAuthorized();
  const auth = useAuthModal();
  const joined = useJoinedPromotions();
  const join = useJoinPromotion();
  if (!signedIn) {
    return <Button onClick={() => auth.open('login')}>{t('rewards:join.action')}</Button>;
  }
  const isJoined = joined.data?.some((item) => item.id === promotionId) ?? false;
  if (isJoined) {
    return (
      <Button variant="secondary" disabled>
        {t('rewards:join.done')}
      </Button>
    );
  }
  const onJoin = () =>
    join.mutate(
      { body: { id: promotionId } },
      { onSuccess: () => toast.show({ type: 'successful', message: t('rewards:join.success') }) },
    );
  return (
    <Row>
      <Button onClick={onJoin} loading={join.isPending || joined.isPending}>
        {t('rewards:join.action')}
      </Button>
      {join.isError ? <Refusal role="alert">{errorMessage(t, join.error)}</Refusal> : null}
    </Row>
  );
}
