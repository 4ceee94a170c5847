// A mark-six draw's result as the draw header and the past draws show it: the numbers with the
// animals of the draw's own date and, in the header, that date; a draw still waiting for its
// result, or canceled, says so.
import { calendarDate, drawCalendarDate } from '@bet/domain/mark-six';
import { useText } from '@bet/ui/text';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { DrawMeta } from '../draws';
import { DrawNumbers } from './draw-numbers';
import type { MarkSixDraw } from './lottery-queries';

/** The date whose zodiac table the draw uses, as a local calendar day (no timezone shift). */
export function zodiacDay(drawAt: string): string {
  return `${calendarDate(drawCalendarDate(new Date(drawAt)))}T00:00:00`;
}

/** The latest result, in the draw header. */
export function LatestResult({ draw }: { draw: MarkSixDraw }) {
  const t = useText();
  if (draw.state === 'canceled') return <p>{t('common:drawStatus.canceled')}</p>;
  if (draw.numbers === null) return <p role="status">{t('lottery:draws.awaiting')}</p>;
  return (
    <>
      <DrawNumbers draw={draw} />
      <DrawMeta>
        {t('lottery:draws.zodiacOf')} <FormattedDate value={zodiacDay(draw.draw_at)} pattern="PP" />
      </DrawMeta>
    </>
  );
}

/** A row of the past draws. */
export function PastResult({ draw }: { draw: MarkSixDraw }) {
  const t = useText();
  return draw.numbers === null ? (
    <p>{t('lottery:draws.noResult')}</p>
  ) : (
    <DrawNumbers draw={draw} size="sm" />
  );
}
