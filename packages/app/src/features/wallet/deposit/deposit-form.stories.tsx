import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { envelope, httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { DepositForm } from './deposit-form';
import { useRecharge, type PayChannel } from './deposit-queries';
import { RechargeOrderView } from './recharge-order-view';

const PIX: PayChannel = {
  id: 2,
  type_id: 2,
  name: 'PIX',
  currency: 'BRL',
  min: '100',
  max: '20000',
  icon: '',
  whole: false,
};
const USDT: PayChannel = {
  ...PIX,
  id: 1,
  type_id: 1,
  name: 'USDT-TRC20',
  currency: 'USDT',
  max: '700',
  whole: true,
};
const CARD: PayChannel = { ...PIX, id: 3, type_id: 3, name: 'Visa / Mastercard' };
const ORDER = {
  order_id: 'R20261125000001',
  status: 0,
  amount: '150',
  currency: 'BRL',
  pay_url: 'http://127.0.0.1:8787/pay/token1',
  address: null,
  network: null,
  bank: null,
};
const RECHARGE = 'POST /api/v1/recharge';

/** The form with its call, as the deposit tab holds them; the order replaces the form. */
function DepositFormWithCall({ channel, withCard }: { channel: PayChannel; withCard: boolean }) {
  const recharge = useRecharge();
  if (recharge.data !== undefined) return <RechargeOrderView order={recharge.data} />;
  return <DepositForm channel={channel} withCard={withCard} recharge={recharge} />;
}

const meta = {
  title: 'App/Wallet/Deposit form',
  component: DepositFormWithCall,
  ...appStory,
  args: { channel: PIX, withCard: false },
  parameters: {
    app: { session: 'member', answers: { [RECHARGE]: ORDER } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof DepositFormWithCall>;

export default meta;
type Story = StoryObj<typeof meta>;

const findForm = async (canvasElement: HTMLElement, name = 'Deposit') =>
  within(await within(canvasElement).findByRole('form', { name }));
const submit = (form: ReturnType<typeof within>) =>
  userEvent.click(form.getByRole('button', { name: 'Continue to payment' }));

/** Amounts refused beside the field, in words, with nothing sent: empty, 0, -5, 1e3, 1,5, abc. */
export const AmountChecks: Story = {
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    const amount = form.getByRole('textbox', { name: /Amount/ });
    const cases: [string, string][] = [
      ['', 'Enter an amount'],
      ['0', 'The amount must be greater than 0'],
      ['-5', 'The amount must be greater than 0'],
      ['1e3', 'Enter a valid amount'],
      ['1,5', 'Enter a valid amount'],
      ['abc', 'Enter a valid amount'],
      ['99.99', 'The minimum deposit is 100'],
      ['20001', "The amount is outside this channel's limits"],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(amount);
      if (typed !== '') await userEvent.type(amount, typed);
      await submit(form);
      await expect(await form.findByText(message)).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(appOf(context).api.requests.filter((r) => r.path === '/api/v1/recharge')).toEqual(
      [],
    );
  },
};

/** A whole-amount USDT channel: the hint says so, quick amounts stop at its maximum. */
export const WholeAmountsAndQuickAmounts: Story = {
  args: { channel: USDT },
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    await expect(form.getByText('Limits: 100 to 700 USDT')).toBeVisible();
    await expect(form.getByText('Whole amounts only, no decimals')).toBeVisible();
    const quick = within(form.getByRole('group', { name: 'Quick amounts' }));
    await expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '100',
      '200',
      '500',
    ]);
    const amount = form.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '150.5');
    await submit(form);
    await expect(await form.findByText('The amount must be a whole number')).toBeVisible();
    await userEvent.click(quick.getByRole('button', { name: '200' }));
    await expect(amount).toHaveValue('200');
    await expect(quick.getByRole('button', { name: '200' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(form.queryByText('The amount must be a whole number')).toBeNull());
  },
};

/** The checks in the member's language (Portuguese). */
export const AmountChecksInPortuguese: Story = {
  args: { channel: USDT },
  globals: { locale: 'pt' },
  play: async (context) => {
    const form = await findForm(context.canvasElement, 'Depósito');
    await expect(form.getByText('Somente valores inteiros, sem casas decimais')).toBeVisible();
    const amount = form.getByRole('textbox', { name: /Valor/ });
    const send = form.getByRole('button', { name: 'Continuar para o pagamento' });
    await userEvent.type(amount, '1e3');
    await userEvent.click(send);
    await expect(await form.findByText('Digite um valor válido')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150.5');
    await expect(await form.findByText('O valor deve ser um número inteiro')).toBeVisible();
  },
};

/** Pending: the button is busy and disabled, and a double click sends one request. */
export const OneRequestWhilePending: Story = {
  parameters: { app: { answers: { [RECHARGE]: () => never() } } },
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Amount/ }), '150');
    const button = form.getByRole('button', { name: 'Continue to payment' });
    const sent = () => appOf(context).api.requests.filter((r) => r.path === '/api/v1/recharge');
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await userEvent.click(button);
    await expect(sent()).toHaveLength(1);
    await expect(sent()[0]?.headers.get('idempotency-key')).toBeTruthy();
  },
};

/** A server error (5xx) says so and keeps the values; the next try goes through. */
export const ServerErrorKeepsValues: Story = {
  parameters: { app: { answers: { [RECHARGE]: () => httpError(500, '') } } },
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    const amount = form.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '250.75');
    await submit(form);
    await expect(await form.findByRole('alert')).toHaveTextContent('Server error, try again later');
    await expect(amount).toHaveValue('250.75');
    appOf(context).api.answer(RECHARGE, () => envelope({ ...ORDER, amount: '250.75' }));
    await submit(form);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to the payment page' })).toBeVisible();
  },
};

/** The card form: Luhn and an expiry in the past refused beside the fields, the cc-* autofill. */
export const CardForm: Story = {
  args: { channel: CARD, withCard: true },
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    const field = (name: RegExp) => form.getByRole('textbox', { name });
    await expect(field(/Name on card/)).toHaveAttribute('autocomplete', 'cc-name');
    await expect(field(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(field(/Expiry date/)).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(form.getByLabelText(/CVV/)).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.click(form.getByRole('button', { name: '100' }));
    await submit(form);
    await expect(await form.findByText('Enter the name on the card')).toBeVisible();
    await userEvent.type(field(/Name on card/), 'Ana Lima');
    await userEvent.type(field(/Card number/), '4111 1111 1111 1112');
    await userEvent.type(field(/Expiry date/), '13/30');
    await userEvent.type(form.getByLabelText(/CVV/), '12');
    await submit(form);
    await expect(await form.findByText('Enter a valid card number')).toBeVisible();
    await expect(form.getByText('Enter a valid expiry date')).toBeVisible();
    await userEvent.clear(field(/Expiry date/));
    await userEvent.type(field(/Expiry date/), '01/20');
    await submit(form);
    await expect(await form.findByText('This card has expired')).toBeVisible();
    await expect(appOf(context).api.requests.filter((r) => r.path === '/api/v1/recharge')).toEqual(
      [],
    );
    await userEvent.clear(field(/Card number/));
    await userEvent.type(field(/Card number/), '4111111111111111');
    await userEvent.clear(field(/Expiry date/));
    await userEvent.type(field(/Expiry date/), '12/39');
    await userEvent.type(form.getByLabelText(/CVV/), '3');
    await submit(form);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to the payment page' })).toBeVisible();
    const [sent] = appOf(context).api.requests.filter((r) => r.path === '/api/v1/recharge');
    await expect(sent?.body).toEqual({
      pay_id: 3,
      amount: '100',
      currency: 'BRL',
      card: { name: 'Ana Lima', number: '4111111111111111', expiry: '12/39', cvv: '123' },
    });
  },
};

/** On a phone (390 px) the card form fits the width: nothing scrolls sideways. */
export const CardFormOnPhone: Story = {
  args: { channel: CARD, withCard: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await findForm(context.canvasElement);
    const element = within(context.canvasElement).getByRole('form', { name: 'Deposit' });
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
