// The wallet modal's place in the URL and its entry points (issue 13, "Opening the wallet").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER_SESSION, renderApp, testBrand } from '../../../../test/harness';
import { walletTabIn } from './wallet-tabs';

const selectedTab = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
  const tab = await within(dialog).findByRole('tab', { name });
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  return dialog;
};

describe('wallet modal', () => {
  it('reads its tab from the URL, deposit for a missing or unknown one', () => {
    expect(walletTabIn(new URLSearchParams(''))).toBeUndefined();
    expect(walletTabIn(new URLSearchParams('wallet=withdraw'))).toBe('withdraw');
    expect(walletTabIn(new URLSearchParams('wallet=true'))).toBe('deposit');
    expect(walletTabIn(new URLSearchParams('wallet='))).toBe('deposit');
  });

  it('opens on the tab a link names, and a tab click moves the URL without a history entry', async () => {
    const { router } = await renderApp({ path: '/?wallet=withdraw', stored: MEMBER_SESSION });
    const dialog = await selectedTab('Withdraw');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Transaction history' }));
    await waitFor(() => expect(router.state.location.search).toBe('?wallet=history'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens from the header balance on deposit; back and Escape close it', async () => {
    const { router } = await renderApp({ path: '/announcements', stored: MEMBER_SESSION });
    await userEvent.click(await screen.findByRole('button', { name: /Balance .*open the wallet/ }));
    await selectedTab('Deposit');
    expect(router.state.location.search).toBe('?wallet=deposit');
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull());
    expect(router.state.location.pathname).toBe('/announcements');

    await userEvent.click(screen.getByRole('button', { name: /Balance .*open the wallet/ }));
    await selectedTab('Deposit');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('asks a visitor to log in and leaves the URL', async () => {
    const { router } = await renderApp({ path: '/?wallet=deposit' });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull();
  });

  it('does not open in a brand without the wallet, whose balance is no button', async () => {
    const base = testBrand();
    const brand = testBrand({ flags: { ...base.flags, wallet: false } });
    const { router } = await renderApp({ path: '/?wallet=deposit', stored: MEMBER_SESSION, brand });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /open the wallet/ })).toBeNull();
  });
});
