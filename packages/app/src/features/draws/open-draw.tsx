// The open draw of a draw game (spec sections 3 and 4): its number and the countdown to its
// deadline, or "Betting closed for this draw" until the next draw opens.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { InlineError } from '../../lib/ui/inline-error';
import type { DrawGame } from './draw-bets';
import { DrawBox } from './draw-box';
import { BettingClosed, DrawCountdown } from './draw-countdown';
import { drawTextsOf } from './draw-texts';
import type { DrawTiming, OpenDrawState } from './use-open-draw';

export interface OpenDrawProps<D extends DrawTiming> {
  readonly game: DrawGame;
  readonly state: OpenDrawState<D>;
}

export function OpenDraw<D extends DrawTiming>({ game, state }: OpenDrawProps<D>) {
  const t = useText();
  const headingId = useId();
  const { open, draw, msLeft, closed } = state;
  if (open.isError)
    return (
      <InlineError message={t('errors:gameDataNotLoading')} onRetry={() => void open.refetch()} />
    );
  if (open.isPending) return <Skeleton variant="rect" height={56} />;
  return (
    <DrawBox aria-labelledby={headingId}>
      <h2 id={headingId}>
        {draw === undefined
          ? t('betting:nextDraw')
          : t('betting:drawNumber', { number: draw.match_id })}
      </h2>
      {draw === undefined ? (
        <p>{t(`${drawTextsOf(game)}:draws.noOpenDraw`)}</p>
      ) : closed ? (
        <BettingClosed />
      ) : (
        <DrawCountdown msLeft={msLeft} />
      )}
    </DrawBox>
  );
}
