// The time-out's confirmation: when it will end (it cannot be ended early), then safety.timeOut.
import { timeOutEnd } from '@bet/domain/safety';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert } from '../../../lib/forms/form-layout';
import { useDateText } from '../use-date-text';

export function TimeOutDialog({ days, onClose }: { days: number; onClose: () => void }) {
  const t = useText();
  const dateText = useDateText();
  const [end] = useState(() => timeOutEnd(days, new Date()).toISOString());
  const start = useMutation(
    endpointMutation('safety.timeOut', { errorToast: false, invalidates: ['safety.settings'] }),
  );
  const confirm = () =>
    void start
      .mutateAsync({ body: { days } })
      .then(onClose)
      .catch(() => undefined);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('safety:timeOut.confirmTitle')}
      size="sm"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('ui:cancel')}
          </Button>
          <Button
            type="button"
            loading={start.isPending}
            disabled={start.isPending}
            onClick={confirm}
          >
            {t('safety:timeOut.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('safety:timeOut.confirmText', { date: dateText(end) })}</p>
      <FormAlert message={start.isError ? errorMessage(t, start.error) : null} />
    </Modal>
  );
}
