// The reality check (issue 14): the session's time played, stakes and net result, with "Keep
// playing" (the server sets the next check) and "Log out". Its own chunk, loaded when it is due.
import type { SafetySession } from '@bet/api/contract/safety-schemas';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { Money, useMinutes } from '../money';
import { Figure, Figures } from '../figures';
import { minutesPlayed } from './reality-due';

export interface RealityCheckDialogProps {
  readonly session: SafetySession;
  readonly onLogOut: () => Promise<void>;
}

export default function RealityCheckDialog({ session, onLogOut }: RealityCheckDialogProps) {
  useNamespaces('safety');
  const t = useText();
  const minutes = useMinutes();
  const acknowledge = useMutation(
    endpointMutation('safety.acknowledgeRealityCheck', { invalidates: ['safety.session'] }),
  );
  const played = minutes(minutesPlayed(session));
  const keepPlaying = () => void acknowledge.mutateAsync({}).catch(() => undefined);
  return (
    <Modal
      open
      onClose={keepPlaying}
      closeOnBackdrop={false}
      title={t('safety:reality.dialogTitle')}
      size="sm"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => void onLogOut()}>
            {t('safety:reality.logOut')}
          </Button>
          <Button
            type="button"
            loading={acknowledge.isPending}
            disabled={acknowledge.isPending}
            onClick={keepPlaying}
          >
            {t('safety:reality.keepPlaying')}
          </Button>
        </>
      }
    >
      <p>{t('safety:reality.played', { duration: played })}</p>
      <Figures>
        <Figure name={t('safety:reality.stakes')}>
          <Money value={session.stakes} currency={session.currency} />
        </Figure>
        <Figure name={t('safety:reality.net')}>
          <Money value={session.net} currency={session.currency} />
        </Figure>
      </Figures>
    </Modal>
  );
}
