// The notice a member under a time-out or self-exclusion sees after signing in: until when, what
// is closed, and the way to the safer-play page. Its own chunk, with the 'safety' strings.
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { Link } from '../../../lib/router/link';
import { useNamespaces } from '../../../lib/i18n/text';
import type { PlayBlock } from '@bet/domain/safety';
import { SAFER_PLAY_PATH } from '../safer-play-path';
import { useDateText } from '../use-date-text';

export interface RestrictionNoticeProps {
  readonly block: PlayBlock;
  readonly onClose: () => void;
}

export default function RestrictionNotice({ block, onClose }: RestrictionNoticeProps) {
  useNamespaces('safety');
  const t = useText();
  const dateText = useDateText();
  const key = block.reason === 'timeOut' ? 'safety:notice.timeOut' : 'safety:notice.exclusion';
  return (
    <Modal
      open
      onClose={onClose}
      title={t(block.reason === 'timeOut' ? 'safety:timeOut.title' : 'safety:exclusion.title')}
      size="sm"
      footer={
        <Button type="button" onClick={onClose}>
          {t('safety:notice.close')}
        </Button>
      }
    >
      <p>{t(key, { date: dateText(block.until.toISOString()) })}</p>
      <p>
        <Link to={SAFER_PLAY_PATH} onClick={onClose}>
          {t('safety:notice.link')}
        </Link>
      </p>
    </Modal>
  );
}
