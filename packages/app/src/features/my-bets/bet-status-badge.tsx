// A bet's display status (spec section 4): PENDING, CANCELED, WIN or LOSS in the member's
// language, with its tone as colour and an icon, so it is never told by colour alone.
import { BET_STATUS_TONE, type BetDisplayStatus, type BetStatusTone } from '@bet/domain/statuses';
import { useText } from '@bet/ui/text';
import type { ToneName } from '@bet/ui/theme';
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

export function BetStatusBadge({ status }: { status: BetDisplayStatus }) {
  const t = useText();
  const tone = BET_STATUS_TONE[status];
  return (
    <Badge $tone={tone} data-tone={tone}>
      <span aria-hidden>{ICON[tone]}</span>
      {t(`betting:myBets.status.${status}`)}
    </Badge>
  );
}
