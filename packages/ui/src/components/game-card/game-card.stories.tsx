import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameCard } from './game-card';
import { GameCardSkeleton } from './game-card-skeleton';

/** A generated cover as a data URL, so stories need no network. */
const cover = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="50" r="22" fill="#fff" opacity=".35"/></svg>`,
  )}`;

const onSelect = fn();

const meta = {
  title: 'UI/Cards/GameCard',
  component: GameCard,
  args: { name: 'Fortune Tiger', provider: 'pgGames', pic: cover('#f59e0b', '#b91c1c') },
  decorators: [
    // One card at a phone-grid width; lobby stories set `parameters.grid` and lay out their own.
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div style={{ width: 180 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsButton: Story = {
  args: { onSelect },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const card = within(canvasElement).getByRole('button', { name: /fortune tiger.*pggames/i });
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(onSelect).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: {
    href: '/game/play/pgGame/126',
    onSelect: (event: MouseEvent<HTMLElement>) => {
      // An app routes in-app instead of reloading the page.
      event.preventDefault();
      onSelect(event.currentTarget.getAttribute('href'));
    },
  },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const card = within(canvasElement).getByRole('link', { name: /fortune tiger/i });
    await expect(card).toHaveAttribute('href', '/game/play/pgGame/126');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('/game/play/pgGame/126');
  },
};

/** Availability status Disable (spec section 4): the notice, no focus, no activation. */
export const Disabled: Story = {
  args: { disabled: true, href: '/game/play/pgGame/126', onSelect },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const card = within(canvasElement).getByRole('link', { name: /fortune tiger/i });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(card).not.toHaveAttribute('href');
    await expect(card).toHaveTextContent(/not active/i);
    await userEvent.click(card);
    await expect(onSelect).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(card).not.toHaveFocus();
  },
};

export const WithBadge: Story = { args: { badge: 'New', onSelect } };

/** A picture that fails to load shows the game's initial. */
export const BrokenPicture: Story = {
  args: { pic: 'data:image/png;base64,broken', onSelect },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('F')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    name: 'Mahjong Ways 2: The Legend of the Golden Dragon Deluxe Edition',
    provider: 'tadaGames – Asia Pacific studio',
    onSelect,
  },
};

export const Loading: Story = { render: () => <GameCardSkeleton /> };

const GAMES = [
  { name: 'Fortune Tiger', pic: cover('#f59e0b', '#b91c1c') },
  { name: 'Fortune Ox', pic: cover('#dc2626', '#7c2d12') },
  { name: 'Mahjong Ways', pic: cover('#16a34a', '#14532d') },
  { name: 'Lucky Neko', pic: cover('#db2777', '#581c87') },
  { name: 'Wild Bandito', pic: cover('#2563eb', '#1e3a8a'), disabled: true },
  { name: 'Dragon Hatch', pic: cover('#0891b2', '#164e63') },
];

function Grid() {
  return (
    <ul
      aria-label="pgGames"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {GAMES.map((game) => (
        <li key={game.name}>
          <GameCard {...game} provider="pgGames" onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

export const LobbyMobile: Story = {
  parameters: { grid: true },
  render: () => <Grid />,
  globals: { viewport: { value: 'mobile' } },
};

export const LobbyDesktop: Story = {
  parameters: { grid: true },
  render: () => <Grid />,
  globals: { viewport: { value: 'desktop' } },
};
