// Changing the nickname (spec section 5: required, at least 6 characters), with
// profile.setNickname; the profile read is refreshed.
import { nicknameBodySchema } from '@bet/api/contract/profile-schemas';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { SavedNote } from '../forms/saved-note';

export function NicknameForm({ nickname }: { readonly nickname: string }) {
  const t = useText();
  const form = useSchemaForm(nicknameBodySchema, { nickname });
  const save = useMutation(
    endpointMutation('profile.setNickname', { errorToast: false, invalidates: ['profile.info'] }),
  );
  const submit = form.handleSubmit((body) => save.mutateAsync({ body }).catch(() => undefined));
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:changeNickname')}
    >
      <TextField
        form={form}
        name="nickname"
        label={t('profile:nickname')}
        autoComplete="nickname"
      />
      <FormAlert message={save.isError ? errorMessage(t, save.error) : null} />
      <SavedNote shown={save.isSuccess} />
      <Button type="submit" loading={save.isPending} disabled={save.isPending}>
        {t('profile:changeNickname')}
      </Button>
    </FormStack>
  );
}
