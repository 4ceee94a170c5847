// The deposit tab (issue 13, "Deposit" and "Bad input and faults"): methods from the server, the
// amount's checks beside the field, the three kinds of channel, one request per submit, and
// refusals that keep what was typed.
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
  whole: currency === 'USDT',
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
/** The hint and error texts a field is described by. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function choose(dialog: HTMLElement, type: RegExp) {
  await userEvent.click(await within(dialog).findByRole('radio', { name: type }));
}

describe('deposit methods', () => {
  it('says "payment types not available" when the server offers none', async () => {
    await openDeposit({ 'GET /api/v1/recharge/type': [] });
    expect(await screen.findByText('Payment types not available')).toBeTruthy();
  });

  it('says "no data for channel type" for a type without channels', async () => {
    const { dialog } = await openDeposit({ 'GET /api/v1/pay/all': CHANNELS.slice(1) });
    expect(await within(dialog).findByText('No data for this channel type')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    await choose(dialog, /PIX/);
    expect(await amountField(dialog)).toBeTruthy();
  });

  it('offers a retry when the methods fail to load', async () => {
    let calls = 0;
    const { dialog } = await openDeposit({
      'GET /api/v1/pay/all': () => (calls++ === 0 ? httpError(400, 'down') : CHANNELS),
    });
    expect(await within(dialog).findByText('Payment types not available')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await amountField(dialog)).toBeTruthy();
  });

  it("names the crypto network and shows the channel's currency, limits and quick amounts", async () => {
    const { dialog } = await openDeposit({
      'GET /api/v1/pay/all': [channel(1, 1, 'USDT-TRC20', 'USDT', '600'), ...CHANNELS.slice(1)],
    });
    const network = await within(dialog).findByRole('combobox', { name: 'Network' });
    expect((network as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('USDT-TRC20');
    const amount = await amountField(dialog);
    expect(description(amount)).toContain('Limits: 100 to 600 USDT');
    expect(description(amount)).toContain('Whole amounts only');
    const quick = within(within(dialog).getByRole('group', { name: 'Quick amounts' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual(['100', '200', '500']);
    await userEvent.click(quick.getByRole('button', { name: '500' }));
    expect((amount as HTMLInputElement).value).toBe('500');
    expect(quick.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true');
    // A type with one channel that is no network shows no channel choice.
    await choose(dialog, /PIX/);
    expect(await within(dialog).findByText(/Limits: 100 to 20000 BRL/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });
});

describe('deposit amount', () => {
  it('refuses bad amounts beside the field, in words, and sends nothing', async () => {
    const { dialog, api } = await openDeposit();
    await choose(dialog, /PIX/);
    const amount = await amountField(dialog);
    const cases: [string, string][] = [
      ['', 'Enter an amount'],
      ['0', 'The amount must be greater than 0'],
      ['-5', 'The amount must be greater than 0'],
      ['1e3', 'Enter a valid amount'],
      ['1,5', 'Enter a valid amount'],
      ['abc', 'Enter a valid amount'],
      ['99.5', 'The minimum deposit is 100'],
      ['20000.01', "The amount is outside this channel's limits"],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(amount);
      if (typed !== '') await userEvent.type(amount, typed);
      await userEvent.click(submit(dialog));
      await waitFor(() => expect(description(amount)).toContain(message));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect((amount as HTMLInputElement).value).toBe(typed);
    }
    expect(recharges(api.requests)).toHaveLength(0);
  });

  it('asks for a whole amount where the channel says so, and sends cents where it does not', async () => {
    const { dialog, api } = await openDeposit();
    const amount = await amountField(dialog);
    await userEvent.type(amount, '150.5');
    await userEvent.click(submit(dialog));
    await waitFor(() => expect(description(amount)).toContain('The amount must be a whole number'));
    expect(recharges(api.requests)).toHaveLength(0);

    await choose(dialog, /PIX/);
    await userEvent.type(await amountField(dialog), '150.509');
    await userEvent.click(submit(dialog));
    await waitFor(() => expect(recharges(api.requests)).toHaveLength(1));
    // Cut to the currency's 2 decimals, never rounded.
    expect(recharges(api.requests)[0]?.body).toEqual({
      pay_id: 2,
      amount: '150.5',
      currency: 'BRL',
    });
  });
});

describe('deposit kinds', () => {
  it('pays by card: checks the card, sends it once, and links the payment page', async () => {
    const { dialog, api } = await openDeposit();
    await choose(dialog, /Card/);
    await userEvent.click(within(dialog).getByRole('button', { name: '200' }));
    const name = within(dialog).getByRole('textbox', { name: /Name on card/ });
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    const expiry = within(dialog).getByRole('textbox', { name: /Expiry date/ });
    const cvv = within(dialog).getByLabelText(/CVV/);
    expect([name, number, expiry, cvv].map((f) => f.getAttribute('autocomplete'))).toEqual([
      'cc-name',
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    await userEvent.type(name, 'Ana Lima');
    await userEvent.type(number, '4111 1111 1111 1112');
    // Well formed, but past: the contract checks the format, the page today's date.
    await userEvent.type(expiry, '01/20');
    await userEvent.type(cvv, '123');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Enter a valid card number')).toBeTruthy();
    expect(within(dialog).getByText('This card has expired')).toBeTruthy();
    expect(recharges(api.requests)).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1111');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, `12/${String(new Date().getUTCFullYear() + 2).slice(2)}`);
    await userEvent.dblClick(submit(dialog));
    const link = await within(dialog).findByRole('link', { name: 'Go to the payment page' });
    expect(link.getAttribute('href')).toBe(ORDER.pay_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const sent = recharges(api.requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      pay_id: 3,
      amount: '200',
      currency: 'BRL',
      card: { name: 'Ana Lima', number: '4111111111111111', cvv: '123' },
    });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/\S{8,}/);
    // Nothing of the card in the browser's storage; the form holding it is gone.
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      '4111',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Card number/ })).toBeNull();
  });

  it('shows a bank transfer as the receiving account with copy buttons, then a new deposit', async () => {
    const bank = {
      bank: 'Banco Simulado',
      account_name: 'Bet Pagamentos',
      account: '0001-1',
      remark: 'R1',
    };
    const { dialog } = await openDeposit({ [RECHARGE]: { ...ORDER, bank } });
    await choose(dialog, /PIX/);
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(
      await within(dialog).findByRole('heading', { name: 'Bank transfer details' }),
    ).toBeTruthy();
    for (const value of ['Bet Pagamentos', 'Banco Simulado', '0001-1', 'R1'])
      expect(within(dialog).getByText(value)).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Copy' })).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New deposit' }));
    expect(((await amountField(dialog)) as HTMLInputElement).value).toBe('');
  });

  it('shows a USDT deposit as network, address, QR and the time it may take', async () => {
    const crypto = {
      ...ORDER,
      currency: 'USDT',
      address: 'TAddr1',
      network: 'TRC20',
      amount: '150',
    };
    const { dialog, api } = await openDeposit({ [RECHARGE]: crypto });
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('TAddr1')).toBeTruthy();
    expect(within(dialog).getByText('TRC20')).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: /QR code of the deposit address/ }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/may take from a few minutes up to 1 hour/)).toBeTruthy();
    expect(recharges(api.requests)[0]?.body).toEqual({
      pay_id: 1,
      amount: '150',
      currency: 'USDT',
    });
  });

  it('says "payment link not available" for an order with nowhere to pay', async () => {
    const { dialog } = await openDeposit({ [RECHARGE]: { ...ORDER, pay_url: null } });
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Payment link not available')).toBeTruthy();
  });
});

describe('deposit refusals', () => {
  it('keeps the values after a server error, and says what failed', async () => {
    const { dialog, api } = await openDeposit({ [RECHARGE]: () => httpError(503, '') });
    await choose(dialog, /PIX/);
    const amount = await amountField(dialog);
    await userEvent.type(amount, '150');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('150');
    expect(submit(dialog).hasAttribute('disabled')).toBe(false);
    api.answer(RECHARGE, () => envelope({ ...ORDER, currency: 'BRL' }));
    await userEvent.click(submit(dialog));
    expect(
      await within(dialog).findByRole('link', { name: 'Go to the payment page' }),
    ).toBeTruthy();
  });

  it("shows a business refusal's message and keeps the card", async () => {
    const { dialog } = await openDeposit({
      [RECHARGE]: () => envelope(null, 1, 'Visa / Mastercard takes BRL'),
    });
    await choose(dialog, /Card/);
    await userEvent.type(await amountField(dialog), '150');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ana');
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '4111111111111111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Expiry date/ }), '12/39');
    await userEvent.type(within(dialog).getByLabelText(/CVV/), '123');
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByText('Visa / Mastercard takes BRL')).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe('4111111111111111');
  });
});
