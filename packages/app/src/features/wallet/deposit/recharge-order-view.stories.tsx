import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { appStory } from '../../../../test/storybook/app-story';
import { RechargeOrderView } from './recharge-order-view';

const ORDER = {
  order_id: 'R20261125000001',
  status: 0,
  amount: '150',
  currency: 'BRL',
  pay_url: 'http://127.0.0.1:8787/pay/token1',
  address: null,
  network: null,
  bank: null,
} as const;

/** Stands in for the system clipboard: the stories must not depend on its permission. */
const clipboardWrites = fn<(text: string) => Promise<void>>();

const meta = {
  title: 'App/Wallet/Recharge order',
  component: RechargeOrderView,
  ...appStory,
  args: { order: ORDER },
  beforeEach: () => {
    clipboardWrites.mockReset();
    clipboardWrites.mockResolvedValue(undefined);
    const spy = spyOn(navigator.clipboard, 'writeText').mockImplementation(clipboardWrites);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof RechargeOrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** A card deposit: the payment page in a new tab, and its link to copy (1000 ms feedback). */
export const PaymentPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deposit R20261125000001 of 150 BRL created.')).toHaveFocus();
    const link = canvas.getByRole('link', { name: 'Go to the payment page' });
    await expect(link).toHaveAttribute('href', ORDER.pay_url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const copy = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.click(copy);
    await expect(clipboardWrites).toHaveBeenCalledWith(ORDER.pay_url);
    await expect(copy).toHaveTextContent('Link copied');
    await wait(700);
    await expect(copy).toHaveTextContent('Link copied');
    await waitFor(() => expect(copy).toHaveTextContent('Copy link'));
  },
};

/** A bank transfer: beneficiary, bank, account and reference, each copied (400 ms feedback). */
export const BankTransfer: Story = {
  args: {
    order: {
      ...ORDER,
      bank: {
        bank: 'Banco Simulado (999)',
        account_name: 'Bet Pagamentos Ltda',
        account: '0001-25000001',
        remark: 'R20261125000001',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
    const term = (name: string) => canvas.getByText(name, { selector: 'dt' });
    for (const name of ['Beneficiary', 'Bank', 'Account number', 'Reference'])
      await expect(term(name)).toBeVisible();
    const copies = canvas.getAllByRole('button', { name: 'Copy' });
    await expect(copies).toHaveLength(4);
    const reference = copies[3];
    if (reference === undefined) throw new Error('no reference copy');
    await expect(reference).toHaveAccessibleDescription('R20261125000001');
    // A code (400 ms) and the link (1000 ms) copied together: the code's feedback ends first.
    await userEvent.click(reference);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(clipboardWrites).toHaveBeenNthCalledWith(1, 'R20261125000001');
    await wait(200);
    await expect(reference).toHaveTextContent('Copied');
    await waitFor(() => expect(reference).toHaveTextContent('Copy'));
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible();
  },
};

/** USDT: the network, the address to copy, its QR with the amount, how long it may take. */
export const Crypto: Story = {
  args: {
    order: {
      ...ORDER,
      currency: 'USDT',
      amount: '200',
      address: 'TSimulatedR20261125000001',
      network: 'TRC20',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Send exactly 200 USDT on the TRC20 network to this address.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code of the deposit address and amount' }),
    ).toBeVisible();
    await expect(canvas.getByText('TSimulatedR20261125000001')).toBeVisible();
    await expect(
      canvas.getByText('Crypto deposits may take from a few minutes up to 1 hour to arrive.'),
    ).toBeVisible();
    const [, address] = canvas.getAllByRole('button', { name: 'Copy' });
    if (address === undefined) throw new Error('no address copy');
    await userEvent.click(address);
    await expect(clipboardWrites).toHaveBeenCalledWith('TSimulatedR20261125000001');
  },
};

/** An order with nowhere to pay says so. */
export const NowhereToPay: Story = {
  args: { order: { ...ORDER, pay_url: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment link not available');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** An order resumed from history says it awaits payment, in the member's language. */
export const ResumedInPortuguese: Story = {
  args: { resumed: true },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('O depósito R20261125000001 de 150 BRL aguarda pagamento.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página de pagamento' })).toBeVisible();
  },
};
