// The two ways to pay an order by hand (spec section 2): a USDT transfer (the network, the
// address with copy, a QR code of the address with the amount, and how long it may take) and a
// bank transfer ("bank-account deposit info page": beneficiary, bank, account and reference, each
// with its copy button). Codes confirm a copy for 400 ms (COPY_CODE_FEEDBACK_MS).
import { QrCode } from '@bet/ui/qr-code';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { CopyList, CopyRow } from './copy-row';
import type { RechargeOrder } from './deposit-queries';

const Centered = styled.div`
  display: grid;
  justify-items: center;
`;

/** The URI a wallet app reads from the QR code: the address and the amount to send. */
export function cryptoPaymentUri(order: Pick<RechargeOrder, 'address' | 'amount'>): string {
  return `${order.address ?? ''}?amount=${order.amount}`;
}

export function CryptoDetails({ order }: { readonly order: RechargeOrder }) {
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
        <CopyRow label={t('wallet:walletAddress')} value={order.address ?? ''} />
      </CopyList>
      <p>{t('wallet:cryptoDepositTime')}</p>
    </>
  );
}

export function BankDetails({ bank }: { readonly bank: NonNullable<RechargeOrder['bank']> }) {
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
