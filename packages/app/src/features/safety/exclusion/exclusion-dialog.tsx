// The self-exclusion's two confirmations, two distinct steps of one dialog: first what it means
// (it cannot be undone), then the last word with its end; only then safety.selfExclude.
import { selfExclusionEnd, type SelfExclusionMonths } from '@bet/domain/safety';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert } from '../../../lib/forms/form-layout';
import { useDateText } from '../use-date-text';
import { EXCLUSION_LABELS } from './exclusion-section';

export interface ExclusionDialogProps {
  readonly months: SelfExclusionMonths;
  readonly onClose: () => void;
}

export function ExclusionDialog({ months, onClose }: ExclusionDialogProps) {
  const t = useText();
  const dateText = useDateText();
  const [step, setStep] = useState<'first' | 'second'>('first');
  const [end] = useState(() => selfExclusionEnd(months, new Date()).toISOString());
  const exclude = useMutation(
    endpointMutation('safety.selfExclude', { errorToast: false, invalidates: ['safety.settings'] }),
  );
  const confirm = () =>
    void exclude
      .mutateAsync({ body: { months } })
      .then(onClose)
      .catch(() => undefined);
  const first = step === 'first';
  const cancel = (
    <Button type="button" variant="secondary" onClick={onClose}>
      {t('ui:cancel')}
    </Button>
  );
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t(first ? 'safety:exclusion.firstTitle' : 'safety:exclusion.secondTitle')}
      size="sm"
      footer={
        first ? (
          <>
            {cancel}
            <Button type="button" onClick={() => setStep('second')}>
              {t('safety:exclusion.continue')}
            </Button>
          </>
        ) : (
          <>
            {cancel}
            <Button
              type="button"
              variant="danger"
              loading={exclude.isPending}
              disabled={exclude.isPending}
              onClick={confirm}
            >
              {t('safety:exclusion.confirm')}
            </Button>
          </>
        )
      }
    >
      <p>
        {first
          ? t('safety:exclusion.firstText', { period: t(EXCLUSION_LABELS[months]) })
          : t('safety:exclusion.secondText', { date: dateText(end) })}
      </p>
      <FormAlert message={exclude.isError ? errorMessage(t, exclude.error) : null} />
    </Modal>
  );
}
