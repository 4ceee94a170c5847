// A bet's status as a badge (spec section 4): the words in the member's language, with its tone as
// colour and an icon, so it is never told by colour alone. Sports bets (features/my-bets) and draw
// bets (features/draws) word their statuses; this is how every one of them looks.
import type { BetStatusTone } from '@bet/domain/statuses';
import type { ToneName } from '@bet/ui/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const ICON: Record<BetStatusTone, string> = { info: '⏳', neutral: '↺', success: '✓', danger: '✗' };

const TONE: Record<BetStatusTone, ToneName | undefined> = {
  info: 'info',
  neutral: undefined,
  success: 'success',
  danger: 'error',
};

const Badge = styled.span<{ $tone: BetStatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => (TONE[$tone] === undefined ? theme.palette.text.secondary : theme.palette[TONE[$tone]].text)};
`;

export function StatusBadge({ tone, children }: { tone: BetStatusTone; children: ReactNode }) {
  return (
    <Badge $tone={tone} data-tone={tone}>
      <span aria-hidden>{ICON[tone]}</span>
      {children}
    </Badge>
  );
}
