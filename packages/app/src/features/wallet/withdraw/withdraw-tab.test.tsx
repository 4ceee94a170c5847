// The withdraw tab (issue 13, "Withdraw" and "Bad input and faults"): the gates in order, the
// amount's checks and live fee, the payment password's refusals, one request per submit.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type RecordedRequest } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';

const INFO = {
  id: 7,
  nickname: 'player01',
  email: 'p@bet.test',
  mobile: null,
  area_code: null,
  real_name: 'Ana Lima',
  level: 0,
  role: 3,
  invite_code: 'INV',
  email_verified: true,
  phone_verified: false,
  has_bank_password: true,
  currency: 'USDT',
  created_at: '2026-11-01T00:00:00Z',
};
const CHANNELS = [
  {
    id: 1,
    name: 'USDT-TRC20',
    currency: 'USDT',
    network: 'TRC20',
    min: '2',
    max: '50000',
    fee_rate: '0.01',
    network_fee: '1',
    allowed: true,
  },
  {
    id: 2,
    name: 'PIX',
    currency: 'BRL',
    network: null,
    min: '20',
    max: '50000',
    fee_rate: '0.005',
    network_fee: '0',
    allowed: false,
  },
];
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ORDER = {
  order_id: 'W1',
  status: 0,
  amount: '2',
  service_fee: '0.02',
  network_fee: '1',
  net_amount: '0.98',
};
const WITHDRAW = 'POST /api/v1/withdraw';
const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method !== 'GET' && r.path === path);

async function openWithdraw(answers: Record<string, unknown> = {}) {
  const app = await renderApp({
    path: '/?wallet=withdraw',
    stored: MEMBER_SESSION,
    answers: {
      'GET /api/v1/member/info': INFO,
      'GET /api/v1/withdraw/all': CHANNELS,
      [WITHDRAW]: ORDER,
      'PUT /api/v1/member/account': null,
      'PUT /api/v1/member/bank_password': null,
      ...answers,
    },
  });
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Wallet' }) };
}

async function fillUsdt(dialog: HTMLElement, amount: string) {
  const field = await within(dialog).findByRole('textbox', { name: /Amount/ });
  await userEvent.clear(field);
  if (amount !== '') await userEvent.type(field, amount);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Wallet address/ }), ADDRESS);
}

describe('withdraw', () => {
  it('asks for the real name, then the payment password, before the form', async () => {
    let info = { ...INFO, real_name: null as string | null, has_bank_password: false };
    const { dialog, api } = await openWithdraw({ 'GET /api/v1/member/info': () => info });
    const name = await within(dialog).findByRole('textbox', { name: /Real name/ });
    info = { ...info, real_name: 'Ana Lima' };
    await userEvent.type(name, 'Ana Lima');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const password = await within(dialog).findByLabelText(/^Payment password/);
    expect(posts(api.requests, '/api/v1/member/account')[0]?.body).toEqual({
      real_name: 'Ana Lima',
    });
    await userEvent.type(password, '123456');
    await userEvent.type(within(dialog).getByLabelText(/Repeat the payment password/), '123457');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set payment password' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeTruthy();
    info = { ...info, has_bank_password: true };
    const repeat = within(dialog).getByLabelText(/Repeat the payment password/);
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set payment password' }));
    expect(await within(dialog).findByRole('textbox', { name: /Amount/ })).toBeTruthy();
  });

  it('says a channel the member may not use is not allowed', async () => {
    const { dialog } = await openWithdraw();
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Payment channel/ }),
      '2',
    );
    expect(await within(dialog).findByText('You are not allowed to use this channel')).toBeTruthy();
  });

  it('shows the fee and net as the member types, and refuses bad amounts', async () => {
    const { dialog, api } = await openWithdraw();
    await fillUsdt(dialog, '2');
    const figures = within(dialog).getByLabelText('Net amount');
    expect(figures.textContent).toContain('0.02 USDT');
    expect(figures.textContent).toContain('0.98 USDT');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    for (const [typed, message] of [
      ['1.99', 'The minimum withdrawal is 2 USDT'],
      ['1', 'The minimum withdrawal is 2 USDT'],
      ['2000', 'The amount is above your available balance'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(posts(api.requests, '/api/v1/withdraw')).toHaveLength(0);
  });

  it('says how many tries are left, then when the lock ends; books once on a double click', async () => {
    let answer: unknown = () =>
      envelope(
        { reason: 'paymentPasswordWrong', attempts_left: 4 },
        1,
        'Wrong payment password, 4 attempts left',
      );
    const { dialog, api } = await openWithdraw({
      [WITHDRAW]: (r: RecordedRequest) => (typeof answer === 'function' ? answer(r) : answer),
    });
    await fillUsdt(dialog, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('dialog', { name: 'Payment password' });
    await userEvent.type(within(ask).getByLabelText(/Payment password/), '000000');
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await within(ask).findByText('Wrong payment password. Tries left: 4.')).toBeTruthy();
    answer = () =>
      envelope(
        { reason: 'paymentPasswordLocked', locked_until: '2026-11-26T10:00:00Z' },
        1,
        'locked',
      );
    await userEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await within(ask).findByText(/locked after 5 failed attempts/)).toBeTruthy();
    expect(within(ask).getByRole('alert').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-26T10:00:00Z',
    );
    answer = ORDER;
    await userEvent.dblClick(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/Withdrawal W1 requested/)).toBeTruthy();
    expect(within(dialog).getByText('Awaiting approval')).toBeTruthy();
    const sent = posts(api.requests, '/api/v1/withdraw');
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toEqual({
      channel_id: 1,
      amount: '2',
      currency: 'USDT',
      bank_password: '000000',
      address: ADDRESS,
    });
  });
});
