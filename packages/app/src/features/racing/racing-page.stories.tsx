import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { drawsAnswer, PLACED_ORDER, serverTimeAnswer } from '../../../test/draw-answers';
import { never } from '../../../test/fake-api';
import { racingDraw, RACING_LIMITS, RACING_ODDS } from '../../../test/racing-answers';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { RacingPage } from './racing-page';

const MINUTE = 60_000;

const answers = (deadlineInMs: number) => ({
  'GET /api/v1/time': serverTimeAnswer(),
  'GET /api/v1/pk10/list': drawsAnswer(() =>
    [0, 1, 2].map((index) => racingDraw(index, deadlineInMs)),
  ),
  'GET /api/v1/pk10/odds': RACING_ODDS,
  'GET /api/v1/games/limits': RACING_LIMITS,
  'POST /api/v1/pk10/bet': PLACED_ORDER,
});

const meta = {
  title: 'App/Racing/Page',
  component: RacingPage,
  ...appStory,
  args: {
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
} satisfies Meta<typeof RacingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open for bets: the countdown and the latest race; pick the champion's big side, stake, place. */
export const Open: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: /^Betting closes in 00:(29|30):/ });
    await expect(await canvas.findByRole('list', { name: 'Finishing order' })).toBeVisible();
    const champion = await canvas.findByRole('group', { name: 'Champion' });
    await userEvent.click(within(champion).getByRole('button', { name: /^Big 1\.88/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake for Champion · Big' }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(await canvas.findByText(/^Bets placed: 1 tickets/)).toBeVisible();
    const sent = appOf(context).api.requests.filter((r) => r.method === 'POST');
    await expect(sent.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/v1/pk10/bet',
        expect.objectContaining({
          match_id: 'pk500',
          bets: [{ type: 'twoSide', position: 1, side: 'big', stake: '10', odds: '1.88' }],
        }),
      ],
    ]);
  },
};

/** The deadline has passed: closed for this race, the board disabled. */
export const Closed: Story = {
  parameters: { app: { answers: answers(-MINUTE) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Betting closed for this draw')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    const champion = await canvas.findByRole('group', { name: 'Champion' });
    for (const button of within(champion).getAllByRole('button'))
      await expect(button).toBeDisabled();
  },
};

/** While the races and the odds load. */
export const Loading: Story = {
  parameters: {
    app: { answers: { 'GET /api/v1/pk10/list': never, 'GET /api/v1/pk10/odds': never } },
  },
};

/** On a phone: the stakes under the board, and nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer');
    await canvas.findByRole('list', { name: 'Finishing order' });
    const board = await canvas.findByRole('tablist', { name: 'Bet groups' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
    const board = await canvas.findByRole('tablist', { name: 'Bet groups' });
    const stakes = canvas.getByRole('region', { name: /Your bets/ });
    await expect(stakes.getBoundingClientRect().left).toBeGreaterThan(
      board.getBoundingClientRect().right,
    );
  },
};
