// Resuming an open deposit from history (spec section 7, continueRecharge): the call answers the
// same order, shown the way a new one is (payment page, bank details or crypto address).
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { RechargeOrderView } from './recharge-order-view';

export function ContinueRecharge({ orderId }: { readonly orderId: string }) {
  const t = useText();
  const resume = useMutation(endpointMutation('wallet.continueRecharge'));
  if (resume.data !== undefined) return <RechargeOrderView order={resume.data} />;
  return (
    <Button
      variant="secondary"
      loading={resume.isPending}
      disabled={resume.isPending}
      onClick={() => resume.mutate({ body: { order_id: orderId } })}
    >
      {t('wallet:depositForm.continuePayment')}
    </Button>
  );
}
