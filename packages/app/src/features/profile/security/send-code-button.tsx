// The send-code button of a profile form: sends a one-time code (spec section 7, "Verification")
// and stays disabled for the server's resend_after, counting down where the member sees it.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useCountdown } from '../../../lib/hooks/use-countdown';

export interface SendCodeButtonProps {
  /** Sends the code; answers the seconds before another, or null when nothing was sent. */
  readonly send: () => Promise<number | null>;
  /** The send call is under way. */
  readonly pending: boolean;
}

export function SendCodeButton({ send, pending }: SendCodeButtonProps) {
  const t = useText();
  const [seconds, setSeconds] = useCountdown();
  const waiting = seconds > 0;
  const click = async () => {
    const wait = await send();
    if (wait !== null) setSeconds(wait);
  };
  return (
    <Button
      variant="secondary"
      data-testid="send-code"
      loading={pending}
      disabled={waiting || pending}
      onClick={() => void click()}
    >
      {waiting ? t('profile:account.resendIn', { seconds }) : t('profile:account.sendCode')}
    </Button>
  );
}
