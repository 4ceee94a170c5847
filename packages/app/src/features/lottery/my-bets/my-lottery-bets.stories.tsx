import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CANCELLED_LOTTERY_BET,
  LOST_LOTTERY_BET,
  LOTTERY_MYBETS_ROUTE,
  lotteryBet,
  myDrawBetsAnswer,
  PENDING_LOTTERY_BET,
  WON_LOTTERY_BET,
} from '../../../../test/draw-bet-answers';
import { httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { MyLotteryBets } from './my-lottery-bets';

const BETS = [PENDING_LOTTERY_BET, WON_LOTTERY_BET, LOST_LOTTERY_BET, CANCELLED_LOTTERY_BET];

const meta = {
  title: 'App/Lottery/My bets',
  component: MyLotteryBets,
  ...appStory,
  args: { game: 'hkmarksix' },
  parameters: {
    app: {
      session: 'member',
      answers: { [LOTTERY_MYBETS_ROUTE]: myDrawBetsAnswer(() => BETS) },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof MyLotteryBets>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('article', { name });

/** Opens on Pending: the game's pending bets, with their draw and stake, and no payout yet. */
export const Pending: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My bets' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const pending = await card(canvas, 'Special number 07');
    const bet = within(pending);
    await expect(bet.getByText('Pending')).toBeVisible();
    await expect(bet.getByText('Draw 20260309')).toBeVisible();
    await expect(bet.getByText('10 USDT × 1')).toBeVisible();
    await expect(bet.getByText('47')).toBeVisible();
    await expect(bet.queryByText('Payout')).toBeNull();
    await expect(bet.queryByRole('list', { name: 'Numbers drawn' })).toBeNull();
    // Only the pending bet, asked for by game and status.
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    const asked = appOf(context).api.requests.find((r) => r.path === '/api/v1/marksix/mybet');
    await expect(asked?.search.get('game')).toBe('hkmarksix');
    await expect(asked?.search.get('status')).toBe('1');
  },
};

/**
 * Settled: a won bet shows its payout and the draw's balls with the animals of the draw's date
 * (2026-03-08, a horse year: the special number 07 is the Rat); a lost one pays 0; a cancelled
 * combination of three tickets pays its whole stake back and has no draw to show.
 */
export const Settled: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Settled' }));
    const won = within(await card(canvas, 'Special number 07'));
    await expect(won.getByText('Won')).toBeVisible();
    await expect(won.getByText('Payout')).toBeVisible();
    await expect(won.getByText('470 USDT')).toBeVisible();
    const balls = won.getByRole('list', { name: 'Drawn numbers' });
    const items = within(balls).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    // The last is the special number, said so, with its colour in words and its animal.
    const special = within(items[6] ?? balls);
    await expect(special.getByText(/Special number/)).toBeInTheDocument();
    await expect(special.getByText('Red')).toBeInTheDocument();
    await expect(special.getByText('Rat')).toBeVisible();

    const lost = within(await card(canvas, 'No.3 Small'));
    await expect(lost.getByText('Lost')).toBeVisible();
    await expect(lost.getByText('0 USDT')).toBeVisible();

    const cancelled = within(await card(canvas, 'Combination of 2: Rat, Ox, Horse'));
    await expect(cancelled.getByText('Canceled')).toBeVisible();
    await expect(cancelled.getByText('5 USDT × 3')).toBeVisible();
    await expect(cancelled.getAllByText('15 USDT')).toHaveLength(2);
    await expect(cancelled.queryByRole('list', { name: 'Drawn numbers' })).toBeNull();
    // The pending bet stays on its own tab.
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const asked = appOf(context).api.requests.filter((r) => r.path === '/api/v1/marksix/mybet');
    await expect(asked.at(-1)?.search.get('status')).toBe('-1');
  },
};

/** Another game's bets are not this game's. */
export const OtherGame: Story = {
  args: { game: 'ammarksix' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no pending bets on this game')).toBeVisible();
  },
};

/** No bets on either tab: each says so. */
export const Empty: Story = {
  parameters: { app: { answers: { [LOTTERY_MYBETS_ROUTE]: myDrawBetsAnswer(() => []) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no pending bets on this game')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }));
    await expect(await canvas.findByText('You have no settled bets on this game')).toBeVisible();
  },
};

/** The list could not be read: an alert with a retry, which reads it again. */
export const LoadError: Story = {
  parameters: { app: { answers: { [LOTTERY_MYBETS_ROUTE]: () => httpError(500, '') } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Failed to load bets')).toBeVisible();
    const app = appOf(context);
    app.api.answer(
      LOTTERY_MYBETS_ROUTE,
      myDrawBetsAnswer(() => BETS),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await card(canvas, 'Special number 07')).toBeVisible();
  },
};

/** While the list is on its way, placeholders stand in. */
export const Loading: Story = {
  parameters: { app: { answers: { [LOTTERY_MYBETS_ROUTE]: never } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Pending' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const MANY = Array.from({ length: 45 }, (_, i) =>
  lotteryBet(`L2${String(i).padStart(3, '0')}`, {
    selection: { type: 'specialCode', ball: 1 + i },
  }),
);

/**
 * A long list reads a page of 20 at a time: the next as its end comes into view, or with the Load
 * more button (keyboard); after the last page there is nothing more to load.
 */
export const ReadsOn: Story = {
  parameters: { app: { answers: { [LOTTERY_MYBETS_ROUTE]: myDrawBetsAnswer(() => MANY) } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await card(canvas, 'Special number 01');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20));
    (await card(canvas, 'Special number 20')).scrollIntoView();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(40));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    const starts = appOf(context)
      .api.requests.filter((r) => r.path === '/api/v1/marksix/mybet')
      .map((r) => r.search.get('start'));
    await expect(starts.slice(0, 3)).toEqual(['0', '20', '40']);
  },
};

/** On a phone the cards fit the width: nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Settled' }));
    const won = await card(canvas, 'Special number 07');
    await waitFor(() => expect(won.scrollWidth).toBeLessThanOrEqual(won.clientWidth));
  },
};
