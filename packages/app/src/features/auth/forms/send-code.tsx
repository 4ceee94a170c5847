// Sending a one-time code to the identifier of the login or register form (spec section 7,
// "Verification"), with the resend countdown the server's resend_after sets.
import { OTP_KINDS } from '@bet/api/contract/verification';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { identifierBody, identifierSchema } from './auth-form-schemas';
import { useIdentifierCheck } from './identifier-fields';
import type * as z from 'zod';
import { useNamespaces } from '../../../lib/i18n/text';
import { useCountdown } from '../../../lib/hooks/use-countdown';

/** Registration codes go to a new identifier; sign-in codes to a member's. */
export type CodePurpose = 'register' | 'signIn';

function useCodeCalls() {
  const silent = { errorToast: false } as const;
  return {
    regEmail: useMutation(endpointMutation('verification.regEmail', silent)),
    regPhone: useMutation(endpointMutation('verification.regPhone', silent)),
    email: useMutation(endpointMutation('verification.email', silent)),
    phone: useMutation(endpointMutation('verification.phone', silent)),
  };
}

/** Sends the code to the form's identifier once its field passes; reports failures to onError. */
function useSendCode(purpose: CodePurpose, onError: (error: unknown) => void) {
  const form = useFormContext<z.input<typeof identifierSchema>>();
  const checkIdentifier = useIdentifierCheck();
  const calls = useCodeCalls();
  const [seconds, setSeconds] = useCountdown();
  const send = async () => {
    if (!(await checkIdentifier())) return;
    const to = identifierBody(identifierSchema.parse(form.getValues()));
    try {
      const answer =
        to.channel === 'email'
          ? purpose === 'register'
            ? await calls.regEmail.mutateAsync({ query: { email: to.email } })
            : await calls.email.mutateAsync({ query: { email: to.email, kind: OTP_KINDS.signIn } })
          : purpose === 'register'
            ? await calls.regPhone.mutateAsync({ query: { phone: to.phone, area: to.area_code } })
            : await calls.phone.mutateAsync({
                query: { phone: to.phone, area: to.area_code, kind: OTP_KINDS.signIn },
              });
      setSeconds(answer.resend_after);
    } catch (error) {
      onError(error);
    }
  };
  const pending = Object.values(calls).some((call) => call.isPending);
  return { send, pending, seconds };
}

/** The send-code button of a form's identifier, with its countdown (inside the FormProvider). */
export function SendCodeButton(props: { purpose: CodePurpose; onError: (error: unknown) => void }) {
  useNamespaces('auth');
  const t = useText();
  const { send, pending, seconds } = useSendCode(props.purpose, props.onError);
  const waiting = seconds > 0;
  return (
    <Button
      variant="secondary"
      data-testid="send-code"
      loading={pending}
      disabled={waiting}
      onClick={() => void send()}
    >
      {waiting ? t('auth:resendIn', { seconds }) : t('auth:sendCode')}
    </Button>
  );
}
