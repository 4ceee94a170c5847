// A deposit around the session (issue 13, "Deposit" and "Bad input and faults"): a 401 mid-form
// opens the login modal over the wallet, which keeps what was typed; after paying on the payment
// page, the socket's RECHARGE push shows the toast and the new header balance (a fake WebSocket
// plays the server's push).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';
import { WALLET_ANSWERS } from '../../../../test/wallet-answers';
import { openSocket, stubWebSocket } from '../../../../test/fake-web-socket';

const session = { token: 'new-token', fresh_token: 'new-refresh', uid: 7, role: 3 };
const ORDER = {
  order_id: 'R20261125000009',
  status: 0,
  amount: '150',
  currency: 'BRL',
  pay_url: 'http://127.0.0.1:8787/pay/token9',
  address: null,
  network: null,
  bank: null,
};

async function logIn(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Email' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'a@b.test');
  await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 years/ }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('deposit and the session', () => {
  it('a 401 mid-form opens login over the wallet; after login the form still has its values', async () => {
    let expired = true;
    const { api, router } = await renderApp({
      path: '/announcements?wallet=deposit',
      stored: MEMBER_SESSION,
      answers: {
        ...WALLET_ANSWERS,
        'POST /api/v1/recharge': () => (expired ? httpError(401, 'expired') : ORDER),
        'GET /api/v1/refresh/token': () => httpError(401, 'refresh expired'),
        'POST /api/v1/sign_in/': () => {
          expired = false;
          return session;
        },
      },
    });
    const wallet = await screen.findByRole('dialog', { name: 'Wallet' });
    await userEvent.click(await within(wallet).findByRole('radio', { name: /PIX/ }));
    const amount = await within(wallet).findByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '150');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Continue to payment' }));

    const login = await screen.findByRole('dialog', { name: 'Log in to TestBet' });
    expect(await screen.findByText('Unauthorized, please login again')).toBeTruthy();
    // The wallet stays in the page (and in the URL) under the login modal.
    expect(wallet.isConnected).toBe(true);
    expect(router.state.location.search).toBe('?wallet=deposit');
    await logIn(login);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in to TestBet' })).toBeNull(),
    );
    expect((amount as HTMLInputElement).value).toBe('150');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(wallet).findByRole('link', { name: 'Go to the payment page' }),
    ).toBeTruthy();
    const sent = api.requests.filter((r) => r.path === '/api/v1/recharge');
    expect(sent.at(-1)?.headers.get('authorization') ?? '').toContain('new-token');
    // Signed in again before the 401's redirect to /login: the page stays as it was.
    await new Promise((resolve) => window.setTimeout(resolve, 5500));
    expect(router.state.location.pathname).toBe('/announcements');
    expect(router.state.location.search).toBe('?wallet=deposit');
  }, 20_000);

  it('after the redirect to /login, signing in goes home with the wallet and its values', async () => {
    const { router } = await renderApp({
      path: '/announcements?wallet=deposit',
      stored: MEMBER_SESSION,
      answers: {
        ...WALLET_ANSWERS,
        'POST /api/v1/recharge': () => httpError(401, 'expired'),
        'GET /api/v1/refresh/token': () => httpError(401, 'refresh expired'),
        'POST /api/v1/sign_in/': session,
      },
    });
    const wallet = await screen.findByRole('dialog', { name: 'Wallet' });
    const amount = await within(wallet).findByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '300');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Continue to payment' }));
    // Spec section 8: /login 5 s after the 401, the query string kept.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 7000 });
    expect(router.state.location.search).toBe('?wallet=deposit');
    await logIn(await screen.findByRole('dialog', { name: 'Log in to TestBet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?wallet=deposit');
    expect((amount as HTMLInputElement).value).toBe('300');
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBe(wallet);
  }, 20_000);

  it('after paying, the RECHARGE push shows the success toast and the new balance at once', async () => {
    stubWebSocket();
    const { api } = await renderApp({
      path: '/?wallet=deposit',
      stored: MEMBER_SESSION,
      answers: { ...WALLET_ANSWERS, 'POST /api/v1/recharge': ORDER },
    });
    const wallet = await screen.findByRole('dialog', { name: 'Wallet' });
    await userEvent.click(await within(wallet).findByRole('radio', { name: /PIX/ }));
    await userEvent.type(await within(wallet).findByRole('textbox', { name: /Amount/ }), '150');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(wallet).findByRole('link', { name: 'Go to the payment page' }),
    ).toBeTruthy();
    const socket = await openSocket();
    expect(socket.url).toContain('/wss-new?token=member-token');
    const balanceReads = () => api.requests.filter((r) => r.path === '/api/v1/member/balance');
    const readsBefore = balanceReads().length;
    // The payment page was paid: the server pushes the new balance (1000.5 + 27.27).
    socket.push({ notifyType: 'RECHARGE', balance: '1027.77', currency: 'USDT' });
    expect(await screen.findByText('Recharge successful')).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /Balance 1027\.77 .*open the wallet/ }),
    ).toBeTruthy();
    // At once, from the push: no new balance read.
    expect(balanceReads()).toHaveLength(readsBefore);
  });
});
