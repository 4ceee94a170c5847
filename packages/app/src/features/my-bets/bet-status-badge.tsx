// A bet's display status (spec section 4): PENDING, CANCELED, WIN or LOSS in the member's
// language, as the app's status badge (its tone as colour and an icon, never colour alone).
import { BET_STATUS_TONE, type BetDisplayStatus } from '@bet/domain/statuses';
import { useText } from '@bet/ui/text';
import { StatusBadge } from '../../lib/ui/status-badge';

export function BetStatusBadge({ status }: { status: BetDisplayStatus }) {
  const t = useText();
  return (
    <StatusBadge tone={BET_STATUS_TONE[status]}>{t(`betting:myBets.status.${status}`)}</StatusBadge>
  );
}
