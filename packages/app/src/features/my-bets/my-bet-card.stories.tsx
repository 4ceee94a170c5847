import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appStory } from '../../../test/storybook/app-story';
import { MyBetCard } from './my-bet-card';
import { CANCELED_BET, LOST_BET, PARLAY_BET, PENDING_BET, WON_BET } from './my-bets-fixtures';

const meta = {
  title: 'App/My bets/Bet card',
  component: MyBetCard,
  ...appStory,
  args: { bet: PENDING_BET, onOpen: fn() },
} satisfies Meta<typeof MyBetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bet still open: PENDING, its stake, no payout yet; a click opens it. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /B1001/ });
    await expect(within(card).getByText('Pending')).toBeVisible();
    await expect(within(card).getByText('Home 1 vs Away 1')).toBeVisible();
    await expect(within(card).getByText('20.00 USDT')).toBeVisible();
    await expect(within(card).queryByText('Payout')).toBeNull();
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith(PENDING_BET);
  },
};

/** A winning bet: WIN with the payout the server settled. */
export const WonWithPayout: Story = {
  args: { bet: WON_BET },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /B1002/ });
    await expect(within(card).getByText('Won')).toBeVisible();
    await expect(within(card).getByText('Payout')).toBeVisible();
    await expect(within(card).getByText('42.00 USDT')).toBeVisible();
    await expect(card.querySelector('[data-tone="success"]')).not.toBeNull();
  },
};

/** A losing bet: LOSS and a payout of 0. */
export const Lost: Story = {
  args: { bet: LOST_BET },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /B1003/ });
    await expect(within(card).getByText('Lost')).toBeVisible();
    await expect(within(card).getByText('0 USDT')).toBeVisible();
    await expect(card.querySelector('[data-tone="danger"]')).not.toBeNull();
  },
};

/** A cancelled bet: CANCELED, the stake given back as its payout. */
export const Canceled: Story = {
  args: { bet: CANCELED_BET },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /B1004/ });
    await expect(within(card).getByText('Canceled')).toBeVisible();
    await expect(within(card).getAllByText('20.00 USDT')).toHaveLength(2);
  },
};

/** A parlay names how many matches it spans instead of one match. */
export const Parlay: Story = {
  args: { bet: PARLAY_BET },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /B1005/ });
    await expect(within(card).getByText('Parlay · 3 matches')).toBeVisible();
    await expect(within(card).getByText('45.10 USDT')).toBeVisible();
  },
};
