// The history tab (issue 13, "History and accounts"): pages as the member scrolls, the status
// filter with the spec's labels, a row's detail with its order id, the change log by kind.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';

const row = (n: number, status: number) => ({
  order_id: `R${String(n).padStart(4, '0')}`,
  amount: '150',
  create_at: '2026-11-20T10:00:00Z',
  remark: 'PIX',
  balance: '150',
  currency: 'USDT',
  network: null,
  address: null,
  service_fee: '0',
  network_fee: '0',
  net_amount: '150',
  status,
});
const ALL = Array.from({ length: 45 }, (_, i) => row(i + 1, i === 0 ? 0 : 3));
const page = (r: RecordedRequest) => {
  const start = Number(r.search.get('start') ?? 0);
  const limit = Number(r.search.get('limit') ?? 20);
  const status = r.search.get('status');
  const rows = status === null ? ALL : ALL.filter((x) => x.status === Number(status));
  return { list: rows.slice(start, start + limit), total: rows.length };
};
const reads = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'GET' && r.path === path);

async function openHistory() {
  const app = await renderApp({
    path: '/?wallet=history',
    stored: MEMBER_SESSION,
    answers: {
      'GET /api/v1/recharge': page,
      'POST /api/v1/continueRecharge': {
        ...row(1, 0),
        pay_url: 'http://127.0.0.1/pay/t',
        bank: null,
      },
      'GET /api/v1/member/change_log': (r: RecordedRequest) => ({
        list: [
          {
            id: 2,
            kind: r.search.get('kind') === '50' ? 50 : 34,
            amount: '150',
            balance: '150',
            currency: 'USDT',
            remark: '',
            create_at: '2026-11-20T10:00:00Z',
          },
        ],
        total: 1,
      }),
    },
  });
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Wallet' }) };
}

describe('history', () => {
  it('reads the next page as the list end comes near, and filters by status', async () => {
    const { dialog, api } = await openHistory();
    const list = await within(dialog).findByRole('list', { name: 'Deposits' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(20),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(40),
    );
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Audited', 'Failed', 'Successful', 'Rejected', 'Processing']);
    await userEvent.selectOptions(status, '0');
    await waitFor(() =>
      expect(reads(api.requests, '/api/v1/recharge').at(-1)?.search.get('status')).toBe('0'),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  });

  it('opens a row in full, with its order id to copy and an open deposit to pay on', async () => {
    const { dialog } = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: /R0001/ }));
    const detail = within(dialog).getByRole('region', { name: 'Transaction details' });
    expect(within(detail).getByText('R0001')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: /Copy/ })).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: 'Continue payment' }));
    expect(
      await within(dialog).findByRole('link', { name: 'Go to the payment page' }),
    ).toBeTruthy();
  });

  it('filters the balance changes by kind, with the balance each left', async () => {
    const { dialog, api } = await openHistory();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Balance changes' }));
    expect(await within(dialog).findByText('Balance after: 150 USDT')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), '50');
    await waitFor(() =>
      expect(reads(api.requests, '/api/v1/member/change_log').at(-1)?.search.get('kind')).toBe(
        '50',
      ),
    );
    const changes = await within(dialog).findByRole('list', { name: 'Balance changes' });
    await waitFor(() => expect(within(changes).getByText('Withdrawal')).toBeTruthy());
  });
});
