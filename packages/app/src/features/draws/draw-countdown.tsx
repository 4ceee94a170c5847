// The countdown to a draw's deadline (hh:mm:ss, a timer for screen readers) and what replaces it
// once the deadline has passed: "Betting closed for this draw" (spec sections 4 and 8).
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useNamespaces } from '../../lib/i18n/text';

const Box = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Time = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

const Closed = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-left: 4px solid ${({ theme }) => theme.palette.warning.main};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.palette.warning.soft};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const two = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of a duration, rounded up to the second (00:00:00 only once it has passed). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  return `${two(hours)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

export interface DrawCountdownProps {
  /** From useDrawCountdown; undefined while the server's clock is read. */
  readonly msLeft: number | undefined;
}

export function DrawCountdown({ msLeft }: DrawCountdownProps) {
  useNamespaces('betting', 'lottery');
  const t = useText();
  if (msLeft === undefined) return <Skeleton width="9rem" />;
  const time = formatCountdown(msLeft);
  return (
    <Box role="timer" aria-label={t('lottery:draws.closesIn', { time })}>
      <Label aria-hidden>{t('betting:deadline')}</Label>
      <Time aria-hidden>{time}</Time>
    </Box>
  );
}

export function BettingClosed() {
  useNamespaces('errors');
  const t = useText();
  return <Closed role="status">{t('errors:bettingClosed')}</Closed>;
}
