// Where to pay an order (spec section 2): the payment page (the server's simulated gateway) in a
// new tab; for a bank transfer the receiving account with copy buttons; for USDT the network, the
// address with copy and a QR code of the address with the amount. An order with none of these
// says "payment link not available". The balance and the success toast follow the RECHARGE push.
import { Button } from '@bet/ui/button';
import { QrCode } from '@bet/ui/qr-code';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import type { RechargeOrder } from './deposit-queries';
import { CopyList, CopyRow } from './copy-row';

const View = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: stretch;

  & > p {
    margin: 0;
  }
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
`;

/** The URI a wallet app reads from the QR code: the address and the amount to send. */
export function cryptoPaymentUri(order: Pick<RechargeOrder, 'address' | 'amount'>): string {
  return `${order.address ?? ''}?amount=${order.amount}`;
}

function CryptoDetails({ order }: { readonly order: RechargeOrder }) {
  const t = useText();
  const network = order.network ?? order.currency;
  return (
    <>
      <p>{t('wallet:depositForm.cryptoInstructions', { amount: order.amount, network })}</p>
      <Centered>
        <QrCode value={cryptoPaymentUri(order)} label={t('wallet:depositForm.addressQr')} />
      </Centered>
      <CopyList>
        <CopyRow label={t('wallet:network')} value={network} />
        <CopyRow label={t('wallet:walletAddress')} value={order.address ?? ''} kind="link" />
      </CopyList>
      <p>{t('wallet:cryptoDepositTime')}</p>
    </>
  );
}

function BankDetails({ bank }: { readonly bank: NonNullable<RechargeOrder['bank']> }) {
  const t = useText();
  return (
    <>
      <h3>{t('wallet:bankDepositInfo')}</h3>
      <p>{t('wallet:depositForm.bankInstructions')}</p>
      <CopyList>
        <CopyRow label={t('wallet:depositForm.beneficiary')} value={bank.account_name} />
        <CopyRow label={t('wallet:bank')} value={bank.bank} />
        <CopyRow label={t('wallet:accountNumber')} value={bank.account} />
        <CopyRow label={t('wallet:depositForm.reference')} value={bank.remark} />
      </CopyList>
    </>
  );
}

export function RechargeOrderView({ order }: { readonly order: RechargeOrder }) {
  const t = useText();
  const payable = order.pay_url !== null || order.address !== null || order.bank !== null;
  return (
    <View aria-live="polite">
      <p>
        {t('wallet:depositForm.orderCreated', {
          id: order.order_id,
          amount: order.amount,
          currency: order.currency,
        })}
      </p>
      {order.address !== null ? <CryptoDetails order={order} /> : null}
      {order.bank !== null ? <BankDetails bank={order.bank} /> : null}
      {order.pay_url !== null ? (
        <Button href={order.pay_url} target="_blank" rel="noopener" fullWidth>
          {t('wallet:depositForm.goToPayment')}
        </Button>
      ) : null}
      {payable ? (
        <p>{t('wallet:depositForm.awaitingPayment')}</p>
      ) : (
        <p role="alert">{t('errors:paymentLinkNotAvailable')}</p>
      )}
    </View>
  );
}
