// Resuming an open deposit from history (spec section 7, continueRecharge): "Continue payment"
// asks the server for the order again and shows where to pay it, the way a new order is shown
// (payment page, bank details or crypto address). A refusal (the order was paid or closed
// meanwhile) shows beside the button, which stays for another try.
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { errorMessage } from '../../../lib/api/error-message';
import { FormAlert } from '../../../lib/forms/form-layout';
import { RechargeOrderView } from './recharge-order-view';

export function ContinueRecharge({ orderId }: { readonly orderId: string }) {
  const t = useText();
  const resume = useMutation(endpointMutation('wallet.continueRecharge', { errorToast: false }));
  if (resume.data !== undefined) return <RechargeOrderView order={resume.data} resumed />;
  return (
    <>
      <FormAlert message={resume.isError ? errorMessage(t, resume.error) : null} />
      <Button
        variant="secondary"
        loading={resume.isPending}
        disabled={resume.isPending}
        onClick={() => resume.mutate({ body: { order_id: orderId } })}
      >
        {t('wallet:depositForm.continuePayment')}
      </Button>
    </>
  );
}
