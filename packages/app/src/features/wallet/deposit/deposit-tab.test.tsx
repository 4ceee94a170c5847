// The deposit tab (issue 13, "Deposit" and "Bad input and faults"): methods from the server, the
// amount's checks beside the field, the three kinds of channel, one request per submit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, httpError, type RecordedRequest } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';

const TYPES = [
  { id: 1, name: 'USDT', kind: 'crypto', icon: '/static/pay/usdt.svg' },
  { id: 2, name: 'PIX', kind: 'pix', icon: '/static/pay/pix.svg' },
  { id: 3, name: 'Card', kind: 'card', icon: '/static/pay/card.svg' },
];
const channel = (id: number, type_id: number, name: string, currency: string, max = '20000') => ({
  id,
  type_id,
  name,
  currency,
  min: '100',
  max,
  icon: '',
});
const CHANNELS = [
  channel(1, 1, 'USDT-TRC20', 'USDT', '100000'),
  channel(2, 2, 'PIX', 'BRL'),
  channel(3, 3, 'Visa / Mastercard', 'BRL'),
];
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
const recharges = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/recharge');

async function openDeposit(answers: Record<string, unknown> = {}) {
  const app = await renderApp({
    path: '/?wallet=deposit',
    stored: MEMBER_SESSION,
    answers: {
      'GET /api/v1/recharge/type': TYPES,
      'GET /api/v1/pay/all': CHANNELS,
      [RECHARGE]: ORDER,
      ...answers,
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
  return { ...app, dialog };
}

const amountField = (dialog: HTMLElement) =>
  within(dialog).findByRole('textbox', { name: /Amount/ });
const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Continue to payment' });

describe('deposit', () => {
  it('says so when the server offers no payment type, or none of a type', async () => {
    await openDeposit({ 'GET /api/v1/recharge/type': [] });
    expect(await screen.findByText('Payment types not available')).toBeTruthy();
  });

  it('says "no data for channel type" for a type without channels', async () => {
    const { dialog } = await openDeposit({ 'GET /api/v1/pay/all': CHANNELS.slice(1) });
    expect(await within(dialog).findByText('No data for this channel type')).toBeTruthy();
  });

  it('refuses bad amounts beside the field and sends nothing', async () => {
    const { dialog, api } = await openDeposit();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /PIX/ }));
    const amount = await amountField(dialog);
    const cases: [string, string][] = [
      ['', 'Enter an amount'],
      ['abc', 'Enter an amount'],
      ['0', 'The amount must be greater than 0'],
      ['99.5', 'The minimum deposit is 100'],
      ['20000.01', "The amount is outside this channel's limits"],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(amount);
      if (typed !== '') await userEvent.type(amount, typed);
      await userEvent.click(submit(dialog));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(recharges(api.requests)).toHaveLength(0);
  });

  it('pays by card: checks the card, sends it once, and links the payment page', async () => {
    const { dialog, api } = await openDeposit();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '200' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ana Lima');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Card number/ }),
      '4111 1111 1111 1112',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '01/20');
    await userEvent.type(within(dialog).getByLabelText(/CVV/), '123');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Enter a valid card number')).toBeTruthy();
    expect(within(dialog).getByText('This card has expired')).toBeTruthy();
    expect(recharges(api.requests)).toHaveLength(0);

    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1111');
    const expiry = within(dialog).getByRole('textbox', { name: /Expiry date/ });
    await userEvent.clear(expiry);
    await userEvent.type(expiry, `12/${String(new Date().getUTCFullYear() + 2).slice(2)}`);
    await userEvent.dblClick(submit(dialog));
    const link = await within(dialog).findByRole('link', { name: 'Go to the payment page' });
    expect(link.getAttribute('href')).toBe(ORDER.pay_url);
    expect(link.getAttribute('target')).toBe('_blank');
    const sent = recharges(api.requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      pay_id: 3,
      amount: '200',
      currency: 'BRL',
      card: { name: 'Ana Lima', number: '4111111111111111', cvv: '123' },
    });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/\S{8,}/);
    expect(JSON.stringify(window.localStorage)).not.toContain('4111');
  });

  it('shows a bank transfer as the receiving account with copy buttons', async () => {
    const bank = {
      bank: 'Banco Simulado',
      account_name: 'Bet Pagamentos',
      account: '0001-1',
      remark: 'R1',
    };
    const { dialog } = await openDeposit({ [RECHARGE]: { ...ORDER, bank } });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /PIX/ }));
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Bet Pagamentos')).toBeTruthy();
    expect(within(dialog).getByText('R1')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /Copy/ })).toHaveLength(4);
  });

  it('shows a USDT deposit as network, address, QR and the time it may take', async () => {
    const crypto = {
      ...ORDER,
      currency: 'USDT',
      address: 'TAddr1',
      network: 'TRC20',
      amount: '150',
    };
    const { dialog } = await openDeposit({ [RECHARGE]: crypto });
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('TAddr1')).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: /QR code of the deposit address/ }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/may take from a few minutes up to 1 hour/)).toBeTruthy();
  });

  it('says "payment link not available" for an order with nowhere to pay', async () => {
    const { dialog } = await openDeposit({ [RECHARGE]: { ...ORDER, pay_url: null } });
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Payment link not available')).toBeTruthy();
  });

  it('keeps the values after a server error, and says what failed', async () => {
    const { dialog, api } = await openDeposit({ [RECHARGE]: () => httpError(503, '') });
    const amount = await amountField(dialog);
    await userEvent.type(amount, '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('150');
    api.answer(RECHARGE, () => envelope({ ...ORDER, currency: 'USDT' }));
    await userEvent.click(submit(dialog));
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Go to the payment page' })).toBeTruthy(),
    );
  });
});
