// The latest result of a mark-six game (spec section 2, "lottery draws with latest numbers"): the
// draw before the open one, its numbers with the animals of its own date (and that date), and the
// way to every past draw. A draw still waiting for its result says so.
import type { MarkSixGame } from '@bet/domain/games';
import { calendarDate, drawCalendarDate } from '@bet/domain/mark-six';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { InlineError } from '../../lib/ui/inline-error';
import { drawGamePath } from '../draws';
import { DrawNumbers } from './draw-numbers';
import { useLatestDraw, type MarkSixDraw } from './lottery-queries';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The date whose zodiac table the draw uses, as a local calendar day (no timezone shift). */
export function zodiacDay(drawAt: string): string {
  return `${calendarDate(drawCalendarDate(new Date(drawAt)))}T00:00:00`;
}

function Result({ draw }: { draw: MarkSixDraw }) {
  const t = useText();
  if (draw.state === 'canceled') return <p>{t('common:drawStatus.canceled')}</p>;
  if (draw.numbers === null) return <p role="status">{t('lottery:draws.awaiting')}</p>;
  return (
    <>
      <DrawNumbers draw={draw} />
      <Meta>
        {t('lottery:draws.zodiacOf')} <FormattedDate value={zodiacDay(draw.draw_at)} pattern="PP" />
      </Meta>
    </>
  );
}

export function LatestDraw({ game }: { game: MarkSixGame }) {
  const t = useText();
  const headingId = useId();
  const latest = useLatestDraw(game);
  const draw = latest.data;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lottery:draws.latest')}</h2>
      {latest.isError ? (
        <InlineError
          message={t('errors:gameDataNotLoading')}
          onRetry={() => void latest.refetch()}
        />
      ) : latest.isPending ? (
        <Skeleton variant="rect" height={64} />
      ) : draw === undefined ? (
        <p>{t('lottery:draws.none')}</p>
      ) : (
        <>
          <Meta>
            {t('betting:drawNumber', { number: draw.match_id })} ·{' '}
            <FormattedDate value={draw.draw_at} />
          </Meta>
          <Result draw={draw} />
        </>
      )}
      <Link to={`${drawGamePath(game)}/draws`}>{t('lottery:draws.past')}</Link>
    </Box>
  );
}
