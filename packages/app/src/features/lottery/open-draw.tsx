// The open draw of a mark-six game (spec sections 3 and 4): its number and the countdown to its
// deadline, or "Betting closed for this draw" until the next draw opens.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import styled from 'styled-components';
import { InlineError } from '../../lib/ui/inline-error';
import { BettingClosed, DrawCountdown } from '../draws';
import type { LotteryDrawState } from './use-lottery-draw';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

export function OpenDraw({ state }: { state: LotteryDrawState }) {
  const t = useText();
  const headingId = useId();
  const { open, draw, msLeft, closed } = state;
  if (open.isError)
    return (
      <InlineError message={t('errors:gameDataNotLoading')} onRetry={() => void open.refetch()} />
    );
  if (open.isPending) return <Skeleton variant="rect" height={56} />;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        {draw === undefined
          ? t('betting:nextDraw')
          : t('betting:drawNumber', { number: draw.match_id })}
      </h2>
      {draw === undefined ? (
        <p>{t('lottery:draws.noOpenDraw')}</p>
      ) : closed ? (
        <BettingClosed />
      ) : (
        <DrawCountdown msLeft={msLeft} />
      )}
    </Box>
  );
}
