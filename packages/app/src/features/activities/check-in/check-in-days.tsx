// The days of the current 7-day cycle: claimed ones, today's and those ahead, each with its reward.
import type { CheckInDay } from '@bet/api/contract/activities';
import { formatBalance } from '@bet/domain/money';
import { useText } from '@bet/ui/text';
import styled, { css } from 'styled-components';

type DayState = 'claimed' | 'today' | 'upcoming';

function stateOf(day: CheckInDay): DayState {
  if (day.claimed) return 'claimed';
  return day.claimable ? 'today' : 'upcoming';
}

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li<{ $state: DayState }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  justify-items: center;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.raised};
  text-align: center;
  ${({ $state, theme }) =>
    $state === 'today' &&
    css`
      border-color: ${theme.palette.primary.main};
      background: ${theme.palette.primary.soft};
    `}
  ${({ $state, theme }) =>
    $state === 'claimed' &&
    css`
      color: ${theme.palette.text.secondary};
    `}
`;

const Reward = styled.strong`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

const State = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

export function CheckInDays({ days }: { days: readonly CheckInDay[] }) {
  const t = useText();
  const label: Record<DayState, string> = {
    claimed: t('rewards:checkIn.claimed'),
    today: t('rewards:checkIn.today'),
    upcoming: t('rewards:checkIn.upcoming'),
  };
  return (
    <List aria-label={t('rewards:checkIn.title')}>
      {days.map((day) => {
        const state = stateOf(day);
        return (
          <Day key={day.date} $state={state} aria-current={state === 'today' ? 'date' : undefined}>
            <span>{t('rewards:checkIn.day', { n: day.day })}</span>
            <Reward>
              {formatBalance(day.reward)} {day.currency}
            </Reward>
            <State>{label[state]}</State>
          </Day>
        );
      })}
    </List>
  );
}
