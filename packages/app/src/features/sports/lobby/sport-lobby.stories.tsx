import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { SportLobby } from './sport-lobby';

const START = Math.floor(Date.UTC(2030, 5, 1, 18, 0) / 1000);

const match = (id: number, league: string, state = 'upcoming') => ({
  match_id: id,
  league_name: league,
  home_name: `Home ${id}`,
  away_name: `Away ${id}`,
  home_pic: '',
  away_pic: '',
  match_start_time: START + id * 600,
  state,
  home_score: null,
  away_score: null,
  markets: [
    { kind: 'wl', name: 'w', odds: '1.95', handicap_val: null },
    { kind: 'wl', name: 'd', odds: '3.40', handicap_val: null },
    { kind: 'wl', name: 'l', odds: '4.10', handicap_val: null },
    { kind: 'handicap', name: 'w', odds: '1.90', handicap_val: '-0.5' },
    { kind: 'correct_score', name: '1:0', odds: '7.50', handicap_val: null },
    { kind: 'bs', name: 'big', odds: '1.80', handicap_val: '2.5' },
    { kind: 'bs', name: 'small', odds: '2.00', handicap_val: '2.5' },
    { kind: 'up', name: 'dd', odds: '3.60', handicap_val: null },
  ],
});

const meta = {
  title: 'App/Sports/Lobby',
  component: SportLobby,
  ...appStory,
  args: { game: 'soccer' },
  parameters: {
    app: {
      answers: {
        'GET /sports/api/v1/soccer': {
          list: [match(1, 'Premier League'), match(2, 'La Liga')],
          total: 2,
        },
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof SportLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A match row: its main odds toggle a pick; the expanded row shows every kind. */
export const MatchRowPickAndExpand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [home] = await canvas.findAllByRole('button', { name: /^Home 1\.95/ });
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(home as HTMLElement);
    await waitFor(() => expect(home).toHaveAttribute('aria-pressed', 'true'));
    const expand = canvas.getByRole('button', { name: 'All odds of Home 1 – Away 1' });
    await userEvent.click(expand);
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    const handicap = await canvas.findByRole('group', { name: 'Handicap' });
    await expect(within(handicap).getByRole('button', { name: /^Home -0\.5/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Correct score' })).toBeVisible();
  },
};

/** A star and the favorites filter. */
export const FavoritesFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = await canvas.findByRole('button', { name: /Star league La Liga/ });
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Favorites only' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'All odds of Home 1 – Away 1' })).toBeNull(),
    );
    await userEvent.click(star);
  },
};
