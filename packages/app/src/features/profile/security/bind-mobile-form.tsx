// Binding the mobile with a one-time code (spec section 2, profile), the dial code chosen from the
// list of spec section 3 (@bet/domain/dial-codes, in the phone field).
import { phoneBody } from '@bet/api/contract/auth-schemas';
import { otpSchema } from '@bet/api/contract/common';
import { checkWith } from '@bet/api/contract/validated';
import { OTP_KINDS } from '@bet/api/contract/verification';
import { validateMobile } from '@bet/domain/validation';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { PhoneField, TextField } from '../../../lib/forms/form-fields';
import { FormAlert, FormStack, Row } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useBrand } from '../../../lib/services';
import { SavedNote } from '../forms/saved-note';
import { SendCodeButton } from './send-code-button';

const silent = { errorToast: false } as const;

/**
 * The mobile valid for its dial code (spec section 5). The issue is the whole field's, not its
 * number's: react-hook-form keeps a nested error only for nested fields, and this is one field.
 */
const mobileSchema = z
  .object({ dialCode: z.string(), number: z.string() })
  .superRefine(
    checkWith(
      (entry: { dialCode: string; number: string }) => validateMobile(entry.number, entry.dialCode),
      [],
    ),
  );

const bindMobileSchema = z.object({ phone: mobileSchema, code: otpSchema });

export function BindMobileForm() {
  const t = useText();
  const brand = useBrand();
  const empty = { phone: { dialCode: brand.defaultDialCode ?? '+55', number: '' }, code: '' };
  const form = useSchemaForm(bindMobileSchema, empty);
  const sendCode = useMutation(endpointMutation('verification.phone', silent));
  const bind = useMutation(
    endpointMutation('profile.bindPhone', {
      ...silent,
      invalidates: ['profile.info', 'profile.account'],
    }),
  );
  const showError = (error: unknown) => form.setError('root', { message: errorMessage(t, error) });
  const send = async () => {
    if (!(await form.trigger('phone'))) return null;
    form.clearErrors('root');
    const { phone, area_code } = phoneBody(form.getValues('phone'));
    return sendCode
      .mutateAsync({ query: { phone, area: area_code, kind: OTP_KINDS.bind } })
      .then((sent) => sent.resend_after)
      .catch((error: unknown) => (showError(error), null));
  };
  const submit = form.handleSubmit((values) =>
    bind
      .mutateAsync({ body: { ...phoneBody(values.phone), code: values.code } })
      .then(() => form.reset(empty), showError),
  );
  return (
    <FormStack
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('profile:bindMobile')}
    >
      <Row>
        <PhoneField form={form} name="phone" label={t('profile:mobile')} />
        <SendCodeButton send={send} pending={sendCode.isPending} />
      </Row>
      <TextField
        form={form}
        name="code"
        label={t('profile:account.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <FormAlert message={form.formState.errors.root?.message} />
      <SavedNote shown={bind.isSuccess} text={t('profile:account.mobileBound')} />
      <Button type="submit" loading={bind.isPending} disabled={bind.isPending}>
        {t('profile:bindMobile')}
      </Button>
    </FormStack>
  );
}
