import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  drawsAnswer,
  markSixDraw,
  PLACED_ORDER,
  serverTimeAnswer,
} from '../../../test/draw-answers';
import { never } from '../../../test/fake-api';
import { markSixOddsFixture } from '../../../test/mark-six-odds';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { LotteryPage } from './lottery-page';

const MINUTE = 60_000;

/** Ball 7 on the special-number grid, whatever its animal on the open draw's date. */
const SEVEN = /^07\s/;

const answers = (deadlineInMs: number) => ({
  'GET /api/v1/time': serverTimeAnswer(),
  'GET /api/v1/hkmarksix': drawsAnswer(() =>
    [0, 1, 2].map((index) => markSixDraw(index, deadlineInMs)),
  ),
  'GET /api/v1/marksix/odds': markSixOddsFixture(),
  'POST /api/v1/marksix/bet': PLACED_ORDER,
});

const meta = {
  title: 'App/Lottery/Game page',
  component: LotteryPage,
  ...appStory,
  args: {
    game: 'hkmarksix',
    games: ['hkmarksix', 'ammarksix', 'newammarksix', 'gallopingmarksix', 'pk10'],
    inactive: false,
  },
  parameters: {
    app: {
      session: 'member',
      page: true,
      answers: answers(30 * MINUTE),
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof LotteryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open for bets: pick on the board, stake, place. */
export const Open: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: /^Betting closes in 00:(29|30):/ });
    await userEvent.click(await canvas.findByRole('button', { name: SEVEN }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Stake for Special number 07' }),
      '10',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(await canvas.findByText(/^Bets placed: 1 tickets/)).toBeVisible();
    const sent = appOf(context).api.requests.filter((r) => r.method === 'POST');
    await expect(sent.map((r) => r.body)).toEqual([
      expect.objectContaining({
        game: 'hkmarksix',
        match_id: '20260309',
        bets: [{ type: 'specialCode', ball: 7, stake: '10', odds: '46.06' }],
      }),
    ]);
  },
};

/** The deadline has passed: closed for this draw, the board disabled. */
export const Closed: Story = {
  parameters: { app: { answers: answers(-MINUTE) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Betting closed for this draw')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: SEVEN })).toBeDisabled();
  },
};

/** A disabled game: shown, but not active, and closed. */
export const GameNotActive: Story = {
  args: { inactive: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Game is not active')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: SEVEN })).toBeDisabled();
  },
};

/** While the draws and odds load. */
export const Loading: Story = {
  parameters: {
    app: {
      answers: { 'GET /api/v1/hkmarksix': never, 'GET /api/v1/marksix/odds': never },
    },
  },
};

/** On a phone: the stakes under the board, and nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const board = await canvas.findByRole('group', { name: 'Special number' });
    const stakes = canvas.getByRole('region', { name: /Your bets/ });
    await expect(stakes.getBoundingClientRect().top).toBeGreaterThan(
      board.getBoundingClientRect().bottom,
    );
  },
};

/** On a desktop: the stakes beside the board. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = await canvas.findByRole('group', { name: 'Special number' });
    const stakes = canvas.getByRole('region', { name: /Your bets/ });
    await expect(stakes.getBoundingClientRect().left).toBeGreaterThan(
      board.getBoundingClientRect().right,
    );
  },
};
