// /howToPlay (spec section 2: how to play per sport, default soccer): the guide of the selected
// sport in the reader's language, the sports as tabs, and the notices of sports without a guide.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testBrand } from '../../../test/harness';

const guide = () => screen.findByTestId('how-to-play');

describe('how to play', () => {
  it('opens the soccer guide by default, with every bet kind', async () => {
    const { router } = await renderApp({ path: '/howToPlay' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/howToPlay/soccer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play' })).toBeTruthy();
    const article = await guide();
    expect(await within(article).findByRole('heading', { name: 'Correct score' })).toBeTruthy();
    for (const kind of ['Match result', 'Handicap', 'Half time', 'Over/under', 'Odd/even']) {
      expect(within(article).getByRole('heading', { name: kind })).toBeTruthy();
    }
    expect(within(article).getByText(/up to/).textContent).toContain('15 String 1');
    expect(within(article).getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(
      '/results/soccer',
    );
  });

  it('switches to the basketball guide with the tabs and the keyboard', async () => {
    const { router } = await renderApp({ path: '/howToPlay/soccer' });
    await within(await guide()).findByRole('heading', { name: 'Correct score' });
    const soccer = screen.getByRole('tab', { name: 'Soccer' });
    soccer.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/howToPlay/basketball'));
    const article = await guide();
    expect(await within(article).findByText(/including overtime/)).toBeTruthy();
    // Basketball has no correct-score market.
    expect(within(article).queryByRole('heading', { name: 'Correct score' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Basketball', selected: true })).toBe(
      document.activeElement,
    );
  });

  it('explains the 0.65 payout scale of bd', async () => {
    const brand = testBrand();
    await renderApp({
      path: '/howToPlay/bd',
      brand: testBrand({
        flags: { ...brand.flags, sports: { menu: 'bdsports', sports: ['bd'] } },
      }),
    });
    expect(
      await within(await guide()).findByText(/a void single returns the whole stake/),
    ).toBeTruthy();
  });

  it('reads the guide in the reader language', async () => {
    await renderApp({ path: '/howToPlay/soccer', language: 'pt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Como jogar' })).toBeTruthy();
    expect(
      await within(await guide()).findByRole('heading', { name: 'Placar exato' }),
    ).toBeTruthy();
  });

  it('has a cricket guide and no guide yet for 365sports', async () => {
    await renderApp({ path: '/howToPlay/cricket' });
    expect(await within(await guide()).findByRole('heading', { name: 'Toss winner' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cricket', selected: true })).toBeTruthy();
  });

  it('shows 365sports as under construction', async () => {
    await renderApp({ path: '/howToPlay/365sports' });
    expect(await screen.findByText('This sport is under construction')).toBeTruthy();
    expect(screen.queryByTestId('how-to-play')).toBeNull();
  });
});
