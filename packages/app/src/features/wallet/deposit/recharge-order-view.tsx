// Where to pay an order (spec section 2): the payment page (the server's simulated gateway) in a
// new tab, its link also copied (1000 ms feedback, COPY_LINK_FEEDBACK_MS); for a bank transfer
// the receiving account; for USDT the address and its QR (order-details.tsx). An order with none
// of these says "payment link not available". The balance and the success toast follow the
// RECHARGE push (features/wallet/apply-push.ts). Focus moves to the order when it shows.
import { Button } from '@bet/ui/button';
import { CopyButton } from '@bet/ui/copy-button';
import { useText } from '@bet/ui/text';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { RechargeOrder } from './deposit-queries';
import { BankDetails, CryptoDetails } from './order-details';

const View = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: stretch;

  & > p {
    margin: 0;
  }

  & > p:focus {
    outline: none;
  }
`;

const PayPage = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

export interface RechargeOrderViewProps {
  readonly order: RechargeOrder;
  /** An order resumed from history (continueRecharge) rather than just created. */
  readonly resumed?: boolean | undefined;
}

export function RechargeOrderView({ order, resumed = false }: RechargeOrderViewProps) {
  const t = useText();
  const payable = order.pay_url !== null || order.address !== null || order.bank !== null;
  // The order replaces the form (or the resume button): focus moves to it, so it is read out.
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <View>
      <p ref={summary} tabIndex={-1}>
        {t(resumed ? 'wallet:depositForm.orderResumed' : 'wallet:depositForm.orderCreated', {
          id: order.order_id,
          amount: order.amount,
          currency: order.currency,
        })}
      </p>
      {order.address !== null ? <CryptoDetails order={order} /> : null}
      {order.bank !== null ? <BankDetails bank={order.bank} /> : null}
      {order.pay_url !== null ? (
        <PayPage>
          <Button href={order.pay_url} target="_blank" rel="noopener">
            {t('wallet:depositForm.goToPayment')}
          </Button>
          <CopyButton text={order.pay_url} kind="link" variant="secondary" />
        </PayPage>
      ) : null}
      {payable ? (
        <p>{t('wallet:depositForm.awaitingPayment')}</p>
      ) : (
        <p role="alert">{t('errors:paymentLinkNotAvailable')}</p>
      )}
    </View>
  );
}
