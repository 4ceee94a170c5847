// Saved withdrawal accounts (issue 13, "Bank accounts"): add with a CPF for Brazil, make another
// the default, delete after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';

const INFO = {
  id: 7,
  nickname: 'player01',
  email: null,
  mobile: null,
  area_code: null,
  real_name: 'Ana Lima',
  level: 0,
  role: 3,
  invite_code: 'INV',
  email_verified: true,
  phone_verified: false,
  has_bank_password: true,
  currency: 'BRL',
  created_at: '2026-11-01T00:00:00Z',
};
const PIX = {
  id: 2,
  name: 'PIX',
  currency: 'BRL',
  network: null,
  min: '20',
  max: '50000',
  fee_rate: '0.005',
  network_fee: '0',
  allowed: true,
};
const account = (id: number, bank: string, is_default: boolean) => ({
  id,
  account_type: 'pix',
  country: 'BR',
  bank,
  account: `0000${id}2345`,
  code: null,
  is_default,
  cpf: '52998224725',
});
const calls = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

async function openAccounts(accounts: unknown[]) {
  let saved = accounts;
  const app = await renderApp({
    path: '/?wallet=withdraw',
    stored: MEMBER_SESSION,
    answers: {
      'GET /api/v1/member/info': INFO,
      'GET /api/v1/member/balance': { score: '500', currency: 'BRL', nickname: 'player01' },
      'GET /api/v1/withdraw/all': [PIX],
      'GET /api/v1/bank_information': () => saved,
      'GET /api/v1/withdraw/bank_type': [{ id: 5, name: 'Nubank', code: '260' }],
      'GET /api/v1/withdraw/trade_type': [{ id: 2, name: 'PIX key', kind: 'pix' }],
      'POST /api/v1/bank_information': () => {
        saved = [account(9, 'Nubank', true)];
        return saved[0];
      },
      'PUT /api/v1/bank_information/default': () => {
        saved = [account(1, 'Itaú', false), account(2, 'Caixa', true)];
        return saved;
      },
      'DELETE /api/v1/bank_information': () => {
        saved = [];
        return null;
      },
    },
  });
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Wallet' }) };
}

describe('bank accounts', () => {
  it('adds a Brazilian account only with a valid CPF, and chooses it', async () => {
    const { dialog, api } = await openAccounts([]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add bank account' }));
    const form = within(dialog).getByRole('form', { name: 'Add bank account' });
    await within(form).findByRole('option', { name: 'Nubank (260)' });
    await within(form).findByRole('option', { name: 'PIX key' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'Nubank');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Account type/ }),
      'pix',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Account number/ }), '12345-6');
    await userEvent.type(within(form).getByRole('textbox', { name: /CPF/ }), '111.111.111-11');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a valid CPF number')).toBeTruthy();
    expect(calls(api.requests, 'POST', '/api/v1/bank_information')).toHaveLength(0);
    const cpf = within(form).getByRole('textbox', { name: /CPF/ });
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('form', { name: 'Add bank account' })).toBeNull(),
    );
    expect(calls(api.requests, 'POST', '/api/v1/bank_information')[0]?.body).toMatchObject({
      country: 'BR',
      bank: 'Nubank',
      account_type: 'pix',
      account: '12345-6',
      cpf: '52998224725',
      bank_password: '123456',
    });
    const to = within(dialog).getByRole('combobox', { name: /To account/ }) as HTMLSelectElement;
    await waitFor(() => expect(to.value).toBe('9'));
  });

  it('makes another account the default, and deletes one after confirming', async () => {
    const { dialog, api } = await openAccounts([
      account(1, 'Itaú', true),
      account(2, 'Caixa', false),
    ]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Make default' }));
    await waitFor(() =>
      expect(calls(api.requests, 'PUT', '/api/v1/bank_information/default')[0]?.body).toEqual({
        info_id: 2,
      }),
    );
    expect(await within(dialog).findByText(/Caixa .* · Default account/)).toBeTruthy();
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Delete' })[0] as HTMLElement,
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete bank account' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls(api.requests, 'DELETE', '/api/v1/bank_information')).toHaveLength(0);
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Delete' })[0] as HTMLElement,
    );
    const again = await screen.findByRole('dialog', { name: 'Delete bank account' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete bank account' }));
    await waitFor(() =>
      expect(calls(api.requests, 'DELETE', '/api/v1/bank_information')).toHaveLength(1),
    );
    expect(
      calls(api.requests, 'DELETE', '/api/v1/bank_information')[0]?.search.get('info_id'),
    ).toBe('1');
  });
});
