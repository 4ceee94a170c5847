// A draw bet's status in words (Pending, Won, Lost, Refunded, Canceled) as the app's status badge.
import { useText } from '@bet/ui/text';
import { StatusBadge } from '../../lib/ui/status-badge';
import { DRAW_BET_STATUS_TONE, type DrawBetStatus } from './draw-bet-status';

export function DrawBetStatusBadge({ status }: { status: DrawBetStatus }) {
  const t = useText();
  return (
    <StatusBadge tone={DRAW_BET_STATUS_TONE[status]}>
      {status === 'REFUND' ? t('betting:drawBets.refunded') : t(`betting:myBets.status.${status}`)}
    </StatusBadge>
  );
}
