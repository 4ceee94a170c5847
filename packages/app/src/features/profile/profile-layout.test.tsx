// The profile's layout (spec section 2): a side menu beside the section on a desktop, with the
// rewards open by default; on a phone a list that opens each section full width, and back (the
// link or the browser's) returns to the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';
import { MEMBER_INFO } from '../../../test/wallet-answers';

const SECTIONS = ['Rewards', 'Personal information', 'Security', 'VIP club', 'Safer play'];

function open(path: string) {
  return renderApp({
    path,
    stored: MEMBER_SESSION,
    answers: { 'GET /api/v1/member/info': MEMBER_INFO },
  });
}

const menu = () => screen.findByRole('navigation', { name: 'Profile menu' });

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('profile on a desktop', () => {
  it('opens the rewards from /profile, beside a menu that marks the current section', async () => {
    await page.viewport(1280, 900);
    const { router } = await open('/profile');
    const nav = await menu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/rewards'));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    expect(within(nav).getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: 'Security', level: 2 })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Rewards' }).getAttribute('aria-current')).toBe(
      null,
    );
    expect(screen.queryByRole('link', { name: 'Back to the menu' })).toBeNull();
  });
});

describe('profile on a phone', () => {
  it('lists the sections; one opens full width, and back returns to the list', async () => {
    await page.viewport(390, 844);
    const { router } = await open('/profile');
    const nav = await menu();
    expect(router.state.location.pathname).toBe('/profile');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    await userEvent.click(within(nav).getByRole('link', { name: 'Personal information' }));
    expect(
      await screen.findByRole('heading', { name: 'Personal information', level: 2 }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Profile menu' })).toBeNull();
    expect(router.state.location.pathname).toBe('/profile/info');
    // The browser's back.
    await router.navigate(-1);
    expect(await menu()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    // The link back goes back in history: one more back leaves the profile.
    await userEvent.click(within(await menu()).getByRole('link', { name: 'Security' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the menu' }));
    expect(await menu()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('POP');
  });

  it('opens a section from a link with the way back to the list', async () => {
    await page.viewport(390, 844);
    const { router } = await open('/profile/security');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the menu' }));
    expect(await menu()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('profile for a visitor', () => {
  it('sends a visitor on a section home with the login modal open', async () => {
    const { router } = await renderApp({ path: '/profile/security' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
