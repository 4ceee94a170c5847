// The server refused stale odds (issue 15): the dialog lists each changed pick old → new in the
// member's odds format and asks to accept the new odds (the slip takes them and places again) or
// cancel (the slip keeps the picks with the new odds shown, nothing is placed).
import type { OddsFormat } from '@bet/domain/odds-format';
import { formatOddsAs } from '@bet/domain/odds-format';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import type { OddsChange } from './slip-ticket';

export interface OddsChangedDialogProps {
  readonly changes: readonly OddsChange[] | undefined;
  readonly format: OddsFormat;
  readonly onAccept: () => void;
  readonly onCancel: () => void;
}

export function OddsChangedDialog({ changes, format, onAccept, onCancel }: OddsChangedDialogProps) {
  const t = useText();
  return (
    <Modal
      open={changes !== undefined}
      onClose={onCancel}
      title={t('betting:slip.oddsChanged')}
      description={t('betting:slip.oddsChangedHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('betting:slip.cancel')}
          </Button>
          <Button onClick={onAccept}>{t('betting:slip.acceptOdds')}</Button>
        </>
      }
    >
      <ul>
        {(changes ?? []).map((change) => (
          <li key={`${String(change.match_id)}:${change.kind}:${change.name}`}>
            {change.name}: <s>{formatOddsAs(change.old, format)}</s> →{' '}
            <strong>{formatOddsAs(change.new, format)}</strong>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
