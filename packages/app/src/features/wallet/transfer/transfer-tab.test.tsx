// Transfers and the accounts summary (issue 13): into a game wallet and back, the amount checked
// against the side it leaves, one call per submit; the summary's total in the selected currency.
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
  currency: 'USDT',
  created_at: '2026-11-01T00:00:00Z',
};
const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path);

function open(path: string) {
  return renderApp({
    path,
    stored: MEMBER_SESSION,
    answers: {
      'GET /api/v1/member/info': INFO,
      'GET /api/v1/member/balance': { score: '100', currency: 'USDT', nickname: 'player01' },
      'GET /3rd-game/playcard/api/v1/ky/balance': { game_balance: '25', currency: 'USDT' },
      'GET /3rd-game/nggame/api/v1/ng/balance': (r: RecordedRequest) => ({
        game_balance: r.search.get('plat_type') === 'pg' ? '10.5' : '0',
        currency: 'USDT',
      }),
      'GET /3rd-game/playcard/api/v1/ky/transfer_in': { balance: '75', game_balance: '50' },
      'POST /3rd-game/nggame/api/v1/ng/transfer_out': { balance: '110.5', game_balance: '0' },
    },
  });
}

describe('transfer', () => {
  it('moves money into the card wallet once, refusing more than the main balance', async () => {
    const { api } = await open('/?wallet=transfer');
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    const amount = await within(dialog).findByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('The amount is above your available balance'),
    ).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Transfer successful')).toBeTruthy();
    const sent = calls(api.requests, '/3rd-game/playcard/api/v1/ky/transfer_in');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.search ?? [])).toEqual({ game_id: '620', money: '25' });
    expect(sent[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('moves money back from an NG wallet', async () => {
    const { api } = await open('/?wallet=transfer');
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Game wallet' }),
      'ng:pg',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Direction' }),
      'out',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '10.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(calls(api.requests, '/3rd-game/nggame/api/v1/ng/transfer_out')).toHaveLength(1),
    );
    expect(calls(api.requests, '/3rd-game/nggame/api/v1/ng/transfer_out')[0]?.body).toEqual({
      plat_type: 'pg',
      money: '10.5',
      currency: 'USDT',
    });
  });

  it('sums the main balance and the game wallets in the selected currency', async () => {
    await open('/?wallet=accounts');
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    const table = await within(dialog).findByRole('table', { name: 'Accounts summary' });
    expect(within(table).getByRole('row', { name: /Main balance/ }).textContent).toContain(
      '100.00 USDT',
    );
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('135.50 USDT');
  });
});
