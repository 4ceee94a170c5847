import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameCardSkeleton } from '../game-card';
import { LiveGameCard } from './live-game-card';

const cover = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="120" height="90" fill="url(#g)"/></svg>`,
  )}`;

const navigate = fn();

/** Routes in-app like the app does, instead of reloading the page. */
const route = (event: MouseEvent<HTMLElement>) => {
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href'));
};

const meta = {
  title: 'UI/Cards/LiveGameCard',
  component: LiveGameCard,
  args: {
    gameId: 'wf-baccarat-1',
    name: 'Speed Baccarat',
    pic: cover('#0f766e', '#134e4a'),
    onSelect: route,
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div style={{ width: 220 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof LiveGameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const card = within(canvasElement).getByRole('link', { name: /speed baccarat/i });
    // Spec section 2: each card leads to the loader.
    await expect(card).toHaveAttribute('href', '/game-loader?gameId=wf-baccarat-1');
    await expect(card).toHaveTextContent(/live/i);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/game-loader?gameId=wf-baccarat-1');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongName: Story = {
  args: { name: 'Lightning Roulette – VIP table with live dealer from Riga studio' },
};

export const Loading: Story = { render: () => <GameCardSkeleton aspectRatio="4 / 3" /> };

const LIVE = [
  { gameId: 101, name: 'Speed Baccarat', pic: cover('#0f766e', '#134e4a') },
  { gameId: 102, name: 'Lightning Roulette', pic: cover('#7c3aed', '#312e81') },
  { gameId: 103, name: 'Dragon Tiger', pic: cover('#b45309', '#7f1d1d') },
  { gameId: 104, name: 'Blackjack VIP', pic: cover('#1d4ed8', '#0f172a') },
];

function Grid() {
  return (
    <ul
      aria-label="Live games"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {LIVE.map((game) => (
        <li key={game.gameId}>
          <LiveGameCard {...game} onSelect={route} />
        </li>
      ))}
    </ul>
  );
}

export const GridMobile: Story = {
  parameters: { grid: true },
  render: () => <Grid />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      LIVE.map((game) => `/game-loader?gameId=${game.gameId}`),
    );
  },
};

export const GridDesktop: Story = {
  parameters: { grid: true },
  render: () => <Grid />,
  globals: { viewport: { value: 'desktop' } },
};
