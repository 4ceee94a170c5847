import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../../test/storybook/app-story';
import { MEMBER_INFO, WALLET_ANSWERS } from '../../../../test/wallet-answers';
import { WalletModal } from './wallet-modal';

const member = (answers = {}): AppStoryParameters => ({
  session: 'member',
  answers: { ...WALLET_ANSWERS, ...answers },
});

const meta = {
  title: 'App/Wallet/Wallet modal',
  component: WalletModal,
  ...appStory,
  tags: ['!autodocs'],
  args: { tab: 'deposit', onSelect: fn(), onClose: fn() },
  parameters: { app: member() },
} satisfies Meta<typeof WalletModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const wallet = async () => within(await findDialog('Wallet'));

/** The card form checks the number (Luhn) and the expiry beside the fields, then links the payment page. */
export const DepositByCard: Story = {
  play: async () => {
    const dialog = await wallet();
    await userEvent.click(await dialog.findByRole('radio', { name: /Card/ }));
    await userEvent.click(dialog.getByRole('button', { name: '200' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name on card/ }), 'Ana Lima');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Card number/ }),
      '4111 1111 1111 1112',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Expiry date/ }), '01/20');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(await dialog.findByText('Enter a valid card number')).toBeVisible();
    await expect(dialog.getByText('This card has expired')).toBeVisible();
    const number = dialog.getByRole('textbox', { name: /Card number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '4111111111111111');
    const expiry = dialog.getByRole('textbox', { name: /Expiry date/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12/39');
    await userEvent.type(dialog.getByLabelText(/CVV/), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(await dialog.findByRole('link', { name: 'Go to the payment page' })).toBeVisible();
  },
};

/** USDT: the network, the address with copy and its QR with the amount, and how long it may take. */
export const DepositByCrypto: Story = {
  play: async () => {
    const dialog = await wallet();
    await userEvent.click(await dialog.findByRole('button', { name: '100' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(
      await dialog.findByRole('img', { name: /QR code of the deposit address/ }),
    ).toBeVisible();
    await expect(dialog.getByText('TSimulatedR1')).toBeVisible();
  },
};

/** A bank transfer shows the receiving account, each line with its copy button. */
export const DepositByBankTransfer: Story = {
  play: async () => {
    const dialog = await wallet();
    await userEvent.click(await dialog.findByRole('radio', { name: /PIX/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '99');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(await dialog.findByText('The minimum deposit is 100')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '500' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await expect(await dialog.findByText('Bet Pagamentos Ltda')).toBeVisible();
  },
};

/** The gates: no real name yet, so its form comes first. */
export const WithdrawRealNameFirst: Story = {
  args: { tab: 'withdraw' },
  parameters: {
    app: member({
      'GET /api/v1/member/info': { ...MEMBER_INFO, real_name: null, has_bank_password: false },
    }),
  },
  play: async () => {
    const dialog = await wallet();
    await expect(
      await dialog.findByText('Set your real name before you withdraw or transfer.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('textbox', { name: /Real name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The payment password is typed twice and must match. */
export const WithdrawPaymentPasswordFirst: Story = {
  args: { tab: 'withdraw' },
  parameters: {
    app: member({ 'GET /api/v1/member/info': { ...MEMBER_INFO, has_bank_password: false } }),
  },
  play: async () => {
    const dialog = await wallet();
    await userEvent.type(await dialog.findByLabelText(/^Payment password/), '123456');
    await userEvent.type(dialog.getByLabelText(/Repeat the payment password/), '654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Set payment password' }));
    await expect(await dialog.findByText('The passwords do not match')).toBeVisible();
  },
};

/** Fee and net follow the amount; the payment password's refusal says how many tries are left. */
export const WithdrawWrongPassword: Story = {
  args: { tab: 'withdraw' },
  play: async () => {
    const dialog = await wallet();
    await userEvent.type(await dialog.findByRole('textbox', { name: /Amount/ }), '10');
    await expect(dialog.getByLabelText('Net amount')).toHaveTextContent('8.9 USDT');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Wallet address/ }),
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    const ask = within(await findDialog('Payment password'));
    await userEvent.type(ask.getByLabelText(/Payment password/), '000000');
    await userEvent.click(ask.getByRole('button', { name: 'Confirm' }));
    await expect(await ask.findByText('Wrong payment password. Tries left: 3.')).toBeVisible();
  },
};

/** Adding a Brazilian account needs a valid CPF. */
export const AddBankAccount: Story = {
  args: { tab: 'withdraw' },
  play: async () => {
    const dialog = await wallet();
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: /Payment channel/ }),
      '2',
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Add bank account' }));
    const form = within(dialog.getByRole('form', { name: 'Add bank account' }));
    await userEvent.type(form.getByRole('textbox', { name: /CPF/ }), '111.111.111-11');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter a valid CPF number')).toBeVisible();
  },
};

/** Into the card wallet: both balances, and no more than the main balance. */
export const Transfer: Story = {
  args: { tab: 'transfer' },
  play: async () => {
    const dialog = await wallet();
    await expect(await dialog.findByText('25 USDT')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
    await expect(
      await dialog.findByText('The amount is above your available balance'),
    ).toBeVisible();
  },
};

/** Withdrawals with their statuses; a row opens its detail. */
export const History: Story = {
  args: { tab: 'history' },
  play: async () => {
    const dialog = await wallet();
    await userEvent.click(await dialog.findByRole('tab', { name: 'Withdrawals' }));
    await userEvent.click(await dialog.findByRole('button', { name: /W20261125000001/ }));
    await expect(
      await dialog.findByRole('region', { name: 'Transaction details' }),
    ).toHaveTextContent('23.75 USDT');
  },
};

/** The main balance, the game wallets and their total in the selected currency. */
export const AccountsSummary: Story = {
  args: { tab: 'accounts' },
  play: async () => {
    const dialog = await wallet();
    const table = await dialog.findByRole('table', { name: 'Accounts summary' });
    await expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(
      '1025.50 USDT',
    );
  },
};
