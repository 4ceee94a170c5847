// Setting the real name (spec sections 2 and 5: withdrawal and transfer need it first), with
// profile.updateAccount; the profile read is refreshed, so what waited on it goes on.
import { updateAccountBodySchema } from '@bet/api/contract/profile-schemas';
import { REAL_NAME_MAX } from '@bet/domain/constants';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useNamespaces } from '../../../lib/i18n/text';

const realNameSchema = updateAccountBodySchema.pick({ real_name: true });

export function RealNameForm({ hint }: { readonly hint?: string }) {
  useNamespaces('profile');
  const t = useText();
  const form = useSchemaForm(realNameSchema, { real_name: '' });
  const save = useMutation(
    endpointMutation('profile.updateAccount', {
      errorToast: false,
      invalidates: ['profile.info', 'profile.account', 'profile.realName'],
    }),
  );
  const submit = form.handleSubmit((body) => save.mutateAsync({ body }).catch(() => undefined));
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:realName')}
    >
      {hint ? <p>{hint}</p> : null}
      <TextField
        form={form}
        name="real_name"
        label={t('profile:realName')}
        autoComplete="name"
        maxLength={REAL_NAME_MAX}
      />
      <FormAlert message={save.isError ? errorMessage(t, save.error) : null} />
      <Button type="submit" loading={save.isPending} disabled={save.isPending}>
        {t('ui:save')}
      </Button>
    </FormStack>
  );
}
