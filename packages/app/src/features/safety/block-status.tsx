// "You are on a time-out until …" / "You are self-excluded until …" while one runs.
import { useText } from '@bet/ui/text';
import { useDateText } from './use-date-text';

export function BlockStatus({
  reason,
  until,
}: {
  reason: 'timeOut' | 'exclusion';
  until: string | null;
}) {
  const t = useText();
  const dateText = useDateText();
  if (until === null || Date.parse(until) <= Date.now()) return null;
  const key = reason === 'timeOut' ? 'safety:timeOut.active' : 'safety:exclusion.active';
  return <p role="status">{t(key, { date: dateText(until) })}</p>;
}
