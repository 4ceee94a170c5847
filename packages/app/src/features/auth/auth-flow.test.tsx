// Login, registration, logout and the 401 flow (spec sections 2, 4 and 8) in the real shell.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { httpError, type RecordedRequest } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';

const session = { token: 'new-token', fresh_token: 'new-refresh', uid: 42, role: 2 };

async function openLogin() {
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  return screen.findByRole('dialog', { name: 'Log in to TestBet' });
}

// The header holds Log out from 768 px; phones find it in the drawer menu (tested below).
beforeEach(async () => {
  await page.viewport(1280, 900);
});
afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('login', () => {
  it('explains what is missing instead of sending an empty form', async () => {
    const { api } = await renderApp();
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Enter your mobile number')).toBeTruthy();
    expect(within(dialog).getByText('Enter a password')).toBeTruthy();
    expect(within(dialog).getByText('You must be 18 or older to register')).toBeTruthy();
    expect(within(dialog).getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(api.requests.some((r) => r.path.startsWith('/api/v1/sign'))).toBe(false);
  });

  it('signs in with email and password, stores the session and closes', async () => {
    const { api, storage } = await renderApp({ answers: { 'POST /api/v1/sign_in/': session } });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Email' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'player@bet.test',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Referral code/ }), 'REF1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = api.requests.find((r) => r.path === '/api/v1/sign_in/') as RecordedRequest;
    expect(call.body).toEqual({ account: 'player@bet.test', password: 'Secret123' });
    expect(call.headers.get('platform')).toBe('1');
    expect(storage.get('token')).toBe('new-token');
    expect(storage.get('fresh_token')).toBe('new-refresh');
    expect(storage.get('uid')).toBe('42');
    expect(storage.get('role')).toBe('agent');
    expect(storage.get('inviteCode')).toBe('REF1');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });

  it('shows the server message when the sign-in is refused', async () => {
    await renderApp({
      answers: {
        'POST /api/v1/sign_in/': () =>
          new Response(JSON.stringify({ code: 1, msg: 'Wrong account or password', data: null })),
      },
    });
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Email' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'player@bet.test',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Wrong1234');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wrong account or password',
    );
  });
});

describe('registration', () => {
  it('registers by mobile with the invite code of the link', async () => {
    const { api, storage, router } = await renderApp({
      path: '/registration?inviteCode=FRIEND9',
      answers: {
        'GET /api/v1/verify/reg/phone': { resend_after: 60 },
        'POST /api/v1/reg/phone': { ...session, role: 3 },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create your TestBet account' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Mobile number/ }),
      '11987654321',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in/ })).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Verification code/ }),
      '123456',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const verify = api.requests.find(
      (r) => r.path === '/api/v1/verify/reg/phone',
    ) as RecordedRequest;
    expect(Object.fromEntries(verify.search)).toEqual({ phone: '11987654321', area: '55' });
    const reg = api.requests.find((r) => r.path === '/api/v1/reg/phone') as RecordedRequest;
    expect(reg.body).toEqual({
      phone: '11987654321',
      area_code: 55,
      code: '123456',
      password: 'Secret123',
      terms: true,
      adult: true,
      invite_code: 'FRIEND9',
    });
    expect(storage.get('token')).toBe('new-token');
    expect(storage.get('inviteCode')).toBeNull();
  });
});

describe('logout and 401', () => {
  it('logs out: tells the server, clears the stored tokens and goes home', async () => {
    const { api, storage, router } = await renderApp({
      path: '/announcements',
      stored: MEMBER_SESSION,
      answers: { 'POST /api/v1/sign_out': null },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(storage.get('token')).toBeNull());
    expect(storage.get('fresh_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/v1/sign_out')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('logs out with the session token, so the server can end the session', async () => {
    const { api, storage } = await renderApp({
      path: '/announcements',
      stored: MEMBER_SESSION,
      answers: { 'POST /api/v1/sign_out': null },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(storage.get('token')).toBeNull());
    const signOut = api.requests.find((r) => r.path === '/api/v1/sign_out');
    expect(signOut?.headers.get('authorization')).toContain(MEMBER_SESSION.token);
  });

  it('logs out without an error when the server already ended the session', async () => {
    const { storage, router } = await renderApp({
      path: '/announcements',
      stored: MEMBER_SESSION,
      answers: {
        'POST /api/v1/sign_out': () => httpError(401, 'expired'),
        'GET /api/v1/refresh/token': () => httpError(401, 'refresh expired'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(storage.get('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Unauthorized, please login again')).toBeNull();
  });

  it('logs out from the drawer menu on a phone, closing the drawer and going home', async () => {
    await page.viewport(390, 800);
    const { storage, router } = await renderApp({
      path: '/announcements?menu=true',
      stored: MEMBER_SESSION,
      answers: { 'POST /api/v1/sign_out': null },
    });
    // The header keeps its space on a phone for the logo, the language and the balance.
    const drawer = await screen.findByRole('dialog', { name: 'TestBet' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(storage.get('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'TestBet' })).toBeNull());
  });

  /** A member on a page whose session the server no longer knows: the balance read and its refresh get 401s. */
  const expiredSession = () =>
    renderApp({
      path: '/announcements',
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/member/balance': () => httpError(401, 'expired'),
        'GET /api/v1/refresh/token': () => httpError(401, 'refresh expired'),
      },
    });

  it('on an unrecoverable 401 clears the session, says so and goes to /login 5 s later', async () => {
    const { storage, router } = await expiredSession();
    expect(await screen.findByText('Unauthorized, please login again')).toBeTruthy();
    expect(storage.get('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/announcements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 7000 });
  }, 10_000);

  it('still goes to /login when strings load while the redirect waits', async () => {
    const { router, i18n } = await expiredSession();
    expect(await screen.findByText('Unauthorized, please login again')).toBeTruthy();
    // What a later namespace's arrival does: every text reader renders again with new strings.
    act(() => {
      i18n.emit('loaded', { en: ['profile'] });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 7000 });
  }, 10_000);
});
