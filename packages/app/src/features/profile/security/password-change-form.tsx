// Changing the login password (spec section 5): old, new and confirm; the new one at least 8
// characters with a letter and a number, typed twice. It needs a verified email: until then a note
// leads to the email binding on the same screen (and the server refuses too).
import { passwordSchema } from '@bet/api/contract/profile-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PasswordField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SavedNote } from '../forms/saved-note';

const passwordChangeSchema = z
  .object({
    old_password: z.string().min(1, 'validation.oldPasswordRequired'),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((values) => values.confirm_password === values.new_password, {
    message: 'validation.passwordsDoNotMatch',
    path: ['confirm_password'],
  });

const empty = { old_password: '', new_password: '', confirm_password: '' };

export interface PasswordChangeFormProps {
  readonly emailVerified: boolean;
  /** Leads to the email binding (the same screen). */
  readonly onVerifyEmail: () => void;
}

function VerifyEmailFirst({ onVerifyEmail }: Pick<PasswordChangeFormProps, 'onVerifyEmail'>) {
  const t = useText();
  return (
    <>
      <p>{t('profile:verifyEmailFirst')}</p>
      <Button variant="secondary" onClick={onVerifyEmail}>
        {t('profile:account.verifyEmail')}
      </Button>
    </>
  );
}

export function PasswordChangeForm({ emailVerified, onVerifyEmail }: PasswordChangeFormProps) {
  const t = useText();
  const form = useSchemaForm(passwordChangeSchema, empty);
  const change = useMutation(endpointMutation('profile.changePassword', { errorToast: false }));
  const submit = form.handleSubmit((body) =>
    change.mutateAsync({ body }).then(
      () => form.reset(empty),
      (error: unknown) => form.setError('root', { message: errorMessage(t, error) }),
    ),
  );
  if (!emailVerified) return <VerifyEmailFirst onVerifyEmail={onVerifyEmail} />;
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:account.changePassword')}
    >
      <PasswordField
        form={form}
        name="old_password"
        label={t('profile:account.oldPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        form={form}
        name="new_password"
        label={t('profile:account.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirm_password"
        label={t('profile:account.confirmPassword')}
        autoComplete="new-password"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <SavedNote shown={change.isSuccess} text={t('profile:account.passwordChanged')} />
      <Button type="submit" loading={change.isPending} disabled={change.isPending}>
        {t('profile:account.changePassword')}
      </Button>
    </FormStack>
  );
}
