// The payment password, asked for on submit (spec section 5): 6 masked digits. A refusal stays
// in the dialog (tries left, or the lock's end); the dialog closes on success or on cancel.
import { paymentPasswordSchema } from '@bet/api/contract/profile-schemas';
import { Button } from '@bet/ui/button';
import { Modal } from '@bet/ui/modal';
import { useText } from '@bet/ui/text';
import * as z from 'zod';
import { PasswordField } from '../../../lib/forms/form-fields';
import { FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useNamespaces } from '../../../lib/i18n/text';
import { RefusalMessage } from './payment-password-refusal';

const schema = z.object({ bank_password: paymentPasswordSchema });

export interface PasswordDialogProps {
  readonly onConfirm: (password: string) => void;
  readonly onCancel: () => void;
  readonly pending: boolean;
  readonly error: unknown;
}

export function PasswordDialog({ onConfirm, onCancel, pending, error }: PasswordDialogProps) {
  useNamespaces('profile');
  const t = useText();
  const form = useSchemaForm(schema, { bank_password: '' });
  const submit = form.handleSubmit(({ bank_password }) => {
    if (!pending) onConfirm(bank_password);
  });
  return (
    <Modal open onClose={onCancel} title={t('profile:paymentPassword')} size="sm">
      <FormStack noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          form={form}
          name="bank_password"
          label={t('profile:paymentPassword')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          autoFocus
        />
        <div aria-live="assertive">
          {error ? (
            <p role="alert">
              <RefusalMessage error={error} />
            </p>
          ) : null}
        </div>
        <Button type="submit" fullWidth loading={pending} disabled={pending}>
          {t('ui:confirm')}
        </Button>
      </FormStack>
    </Modal>
  );
}
