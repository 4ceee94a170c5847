// The latest result of a draw game (spec section 2, "lottery draws with latest numbers"): the draw
// before the open one, its number and time, its result as the game shows it (the balls with their
// animals, the cars in order), and the way to every past draw.
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import { up } from '@bet/ui/theme';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { InlineError } from '../../lib/ui/inline-error';
import type { DrawGame } from './draw-bets';
import { DrawBox, DrawMeta } from './draw-box';
import { drawGamePath } from './draw-games';
import { drawTextsOf } from './draw-texts';
import { useLatestDraw, type DrawPageQuery, type DrawTiming } from './use-open-draw';

/**
 * Room for the result before it arrives: its height when drawn (the balls wrap to two rows on a
 * phone), so that what follows the header does not move when it comes (layout shift).
 */
const ResultSlot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;
  min-height: 6.5rem;

  ${up('md')} {
    min-height: 4.5rem;
  }
`;

export interface LatestDrawProps<D extends DrawTiming> {
  readonly game: DrawGame;
  /** The game's draws from the second (start 1, limit 1). */
  readonly query: DrawPageQuery<D>;
  /** The draw's result, or what it waits for. */
  readonly result: (draw: D) => ReactNode;
}

export function LatestDraw<D extends DrawTiming>({ game, query, result }: LatestDrawProps<D>) {
  const t = useText();
  const ns = drawTextsOf(game);
  const headingId = useId();
  const latest = useLatestDraw(query);
  const draw = latest.data;
  return (
    <DrawBox aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${ns}:draws.latest`)}</h2>
      <ResultSlot>
        {latest.isError ? (
          <InlineError
            message={t('errors:gameDataNotLoading')}
            onRetry={() => void latest.refetch()}
          />
        ) : latest.isPending ? (
          <Skeleton variant="rect" height={72} />
        ) : draw === undefined ? (
          <p>{t(`${ns}:draws.none`)}</p>
        ) : (
          <>
            <DrawMeta>
              {t('betting:drawNumber', { number: draw.match_id })} ·{' '}
              <FormattedDate value={draw.draw_at} />
            </DrawMeta>
            {result(draw)}
          </>
        )}
      </ResultSlot>
      <Link to={`${drawGamePath(game)}/draws`}>{t(`${ns}:draws.past`)}</Link>
    </DrawBox>
  );
}
