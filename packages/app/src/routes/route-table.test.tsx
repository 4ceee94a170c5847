// The route table and the protected-route rule (spec section 2), in the real shell.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_SESSION, renderApp } from '../../test/harness';

describe('routes', () => {
  it('renders home for visitors with carousel, marquee, download banner and two tiles', async () => {
    await renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /TestBet: sports/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Get the TestBet app' })).toBeTruthy();
    const promotions = await screen.findByRole('region', { name: 'Featured promotions' });
    // Three kind-1 banners are served; at most two are shown (spec section 9).
    expect(within(promotions).getAllByRole('link')).toHaveLength(2);
    expect(screen.getAllByText('Maintenance on Sunday').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a visitor on a protected route home with the login modal open', async () => {
    const { router } = await renderApp({ path: '/profile' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a protected route to a member', async () => {
    const { router } = await renderApp({
      path: '/private-messages',
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/notice/private': {
          list: [
            {
              id: 1,
              title: 'Hello',
              content: 'Welcome aboard',
              create_at: '2026-01-02T10:00:00.000Z',
              read: false,
            },
          ],
          total: 1,
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Private messages' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Hello/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/private-messages');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('redirects /game to the first visible game', async () => {
    const { router } = await renderApp({
      path: '/game',
      answers: {
        'GET /api/v1/games/availability': [
          { game_id: 22, status: 3 },
          { game_id: 27, status: 1 },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/tadaGame'));
  });

  it('says coming soon on /game when no game is visible', async () => {
    await renderApp({
      path: '/game',
      answers: { 'GET /api/v1/games/availability': [{ game_id: 10, status: 1 }] },
    });
    expect(await screen.findByText('No game is available right now.')).toBeTruthy();
  });

  it('shows not found for unknown paths and for unknown help pages', async () => {
    await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('opens the register modal on /registration with the invite code, and keeps the code', async () => {
    const { storage } = await renderApp({ path: '/registration?inviteCode=FRIEND9' });
    const dialog = await screen.findByRole('dialog', { name: 'Create your TestBet account' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Referral code/ }).value,
    ).toBe('FRIEND9');
    await waitFor(() => expect(storage.get('inviteCode')).toBe('FRIEND9'));
  });

  it('renders a help page with its content and the list of help pages', async () => {
    await renderApp({ path: '/help/aml' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anti-money laundering policy' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Know your customer' }),
    ).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Help pages' });
    expect(
      within(pages)
        .getByRole('link', { name: 'Anti-money laundering policy' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('sanitises promotion HTML', async () => {
    await renderApp({
      path: '/promotions/20',
      answers: {
        'GET /api/v1/ad': [
          {
            id: 20,
            title: 'Bonus',
            pic: '/p.png',
            content:
              '<p>Deposit <b>100</b><img src=x onerror="window.__pwned=1"></p><script>window.__pwned=1</script>',
            url: null,
            start_at: null,
            end_at: null,
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus' })).toBeTruthy();
    expect(screen.getByText('100').tagName).toBe('B');
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
