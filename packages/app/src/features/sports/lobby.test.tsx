// The sport lobbies (issue 15) against the fake API, as a visitor: the lists, the favorites filter
// (stars kept in localStorage), the expanded row with every kind, and an odds button as a slip
// toggle.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/harness';

const START = Math.floor(Date.now() / 1000) + 3600;

function match(id: number, extra: Record<string, unknown> = {}) {
  return {
    match_id: id,
    league_name: 'Premier League',
    home_name: `Home ${id}`,
    away_name: `Away ${id}`,
    home_pic: '',
    away_pic: '',
    match_start_time: START + id * 60,
    state: 'upcoming',
    home_score: null,
    away_score: null,
    markets: [
      { kind: 'wl', name: 'w', odds: '1.95', handicap_val: null },
      { kind: 'wl', name: 'd', odds: '3.40', handicap_val: null },
      { kind: 'wl', name: 'l', odds: '4.10', handicap_val: null },
      { kind: 'bs', name: 'big', odds: '1.80', handicap_val: '2.5' },
      { kind: 'up', name: 'td', odds: '3.60', handicap_val: null },
    ],
    ...extra,
  };
}

const answers = {
  'GET /sports/api/v1/soccer': {
    list: [match(1), match(2, { league_name: 'La Liga' })],
    total: 2,
  },
};

afterEach(() => localStorage.clear());

describe('sport lobby', () => {
  it('lists the matches starting soon with their main odds as slip toggles', async () => {
    await renderApp({ path: '/sport/soccer', answers });
    expect(await screen.findByRole('tab', { name: 'Starting soon', selected: true })).toBeTruthy();
    const home = await screen.findAllByRole('button', { name: /^Home 1\.95/ });
    expect(home).toHaveLength(2);
    const first = home[0] as HTMLElement;
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('false'));
  });

  it('expands a match to every kind of bet', async () => {
    await renderApp({ path: '/sport/soccer', answers });
    const expand = await screen.findByRole('button', { name: 'All odds of Home 1 – Away 1' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expand);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    const bs = await screen.findByRole('group', { name: 'Big / small' });
    expect(within(bs).getByRole('button', { name: /^Big 2\.5 1\.80/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Up / down' })).toBeTruthy();
  });

  it('filters to starred matches and leagues', async () => {
    await renderApp({ path: '/sport/soccer', answers });
    const star = await screen.findByRole('button', { name: /Star Home 2 – Away 2/ });
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    const filter = screen.getByRole('button', { name: 'Favorites only' });
    await userEvent.click(filter);
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'All odds of Home 1 – Away 1' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'All odds of Home 2 – Away 2' })).toBeTruthy();
    expect(localStorage.getItem('sport_favorites')).toContain('"2"');
  });

  it('groups all events by league and collapses a league', async () => {
    await renderApp({ path: '/sport/soccer', answers });
    await userEvent.click(await screen.findByRole('tab', { name: 'All events' }));
    const league = await screen.findByRole('button', { name: /^La Liga/ });
    expect(league.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(league);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'All odds of Home 2 – Away 2' })).toBeNull(),
    );
  });
});
