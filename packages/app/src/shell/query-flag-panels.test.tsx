// Query flags valid on any page (spec section 2).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MEMBER_SESSION, renderApp } from '../../test/harness';

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('query flags', () => {
  it('support=true is a full-screen panel on a phone', async () => {
    await page.viewport(390, 800);
    await renderApp({ path: '/?support=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Live support' });
    expect(await within(dialog).findByRole('link', { name: 'Live chat' })).toBeTruthy();
  });

  it('invite=true opens the login modal for a visitor and leaves the URL', async () => {
    const { router } = await renderApp({ path: '/announcements?invite=true' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/announcements');
  });

  it('invite=true shows a member the QR, the code and the share links', async () => {
    await renderApp({ path: '/?invite=true', stored: MEMBER_SESSION });
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByTestId('invite-code')).toHaveProperty(
      'textContent',
      'INVITE7',
    );
    expect(within(dialog).getByRole('img', { name: 'Invite link' })).toBeTruthy();
    const link = within(dialog).getByTestId('invite-link').textContent ?? '';
    expect(new URL(link).pathname).toBe('/registration');
    expect(new URL(link).searchParams.get('inviteCode')).toBe('INVITE7');
    const whatsapp = within(dialog).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(link)}`);
    expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeTruthy();
  });

  it('lets an agent choose the invite code type', async () => {
    await renderApp({ path: '/?invite=true', stored: { ...MEMBER_SESSION, role: 'agent' } });
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await within(dialog).findByText('INVITE7');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Invite code type' }),
      '2',
    );
    expect(await within(dialog).findByText('AGENT42')).toBeTruthy();
  });

  it('mybet=true is an overlay from 768 px and the /my-bets page below', async () => {
    await page.viewport(1024, 800);
    const wide = await renderApp({ path: '/?mybet=true', stored: MEMBER_SESSION });
    expect(await screen.findByRole('tab', { name: 'Active' })).toBeTruthy();
    expect(wide.router.state.location.pathname).toBe('/');
  });

  it('mybet=true goes to /my-bets on a phone', async () => {
    await page.viewport(390, 800);
    const narrow = await renderApp({ path: '/?mybet=true', stored: MEMBER_SESSION });
    await waitFor(() => expect(narrow.router.state.location.pathname).toBe('/my-bets'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My bets' })).toBeTruthy();
  });

  it('mybet=true asks a visitor to log in', async () => {
    await renderApp({ path: '/?mybet=true' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
  });

  it('support=true lists the support channels; closing strips the flag', async () => {
    await page.viewport(1280, 900);
    const { router } = await renderApp({ path: '/promotions?support=true' });
    const panel = await screen.findByRole('complementary', { name: 'Live support' });
    expect(await within(panel).findByRole('link', { name: 'Telegram' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Live chat' }).getAttribute('href')).toContain(
      'chat=true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('chat=true opens the chat with a visitor token and keeps the chat id', async () => {
    const { storage, api } = await renderApp({ path: '/?chat=true' });
    const frame = await screen.findByTitle('Support chat');
    expect(frame.getAttribute('src')).toContain('token=guest-chat');
    await waitFor(() => expect(storage.get('nonLoginOtherChatID')).toBe('guest-1'));
    const call = api.requests.find((r) => r.path.endsWith('/getNonLoginToken'));
    expect(call?.headers.get('secret')).toMatch(/^[0-9a-f]{64}$/);
    expect(call?.headers.get('time')).toMatch(/^\d{10}$/);
  });

  it('menu=true opens the drawer menu', async () => {
    await page.viewport(390, 800);
    await renderApp({ path: '/?menu=true' });
    const drawer = await screen.findByRole('dialog', { name: 'TestBet' });
    expect(within(drawer).getByRole('link', { name: 'Announcements' })).toBeTruthy();
  });
});
