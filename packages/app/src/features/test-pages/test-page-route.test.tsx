// The three test routes (spec section 2): the external test page in a frame with the member's
// token; members only; an unknown name is not found.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';

describe('test routes', () => {
  it.each(['bets', 'wallet', 'my-bets'])(
    '/test/%s embeds the test page with the token',
    async (name) => {
      await renderApp({ path: `/test/${name}`, stored: MEMBER_SESSION });
      const frame = await screen.findByTestId('test-page-frame');
      const src = new URL(frame.getAttribute('src') ?? '', location.origin);
      expect(src.pathname).toBe('/dev/test-page');
      expect(src.searchParams.get('page')).toBe(name);
      expect(src.searchParams.get('token')).toBe('member-token');
      expect(frame.getAttribute('title')).toBe(`Test page: ${name}`);
    },
  );

  it('is for members: a visitor gets the login modal and lands on /', async () => {
    const { router } = await renderApp({ path: '/test/wallet' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('test-page-frame')).toBeNull();
  });

  it('shows not found for another name', async () => {
    await renderApp({ path: '/test/admin', stored: MEMBER_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
    expect(screen.queryByTestId('test-page-frame')).toBeNull();
  });
});
