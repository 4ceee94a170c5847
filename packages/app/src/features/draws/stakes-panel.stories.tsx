import { markSixEstimatedPayout } from '@bet/domain/draw-estimate';
import { drawCalendarDate } from '@bet/domain/mark-six';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PLACED_ORDER } from '../../../test/draw-answers';
import { envelope, never } from '../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import {
  COMBINATION_PICK,
  SPECIAL_SEVEN,
  TestDrawBoard,
  testPickLabel,
} from '../../../test/draw-test-board';
import { DRAW_BETS_STORAGE_KEY, type DrawBet, type DrawPick } from './draw-bets';
import { markSixBetOf } from './draw-order';
import { StakesPanel, type StakesPanelProps } from './stakes-panel';

const BET = 'POST /api/v1/marksix/bet';
const DRAW_DATE = drawCalendarDate(new Date('2026-03-09T13:30:00Z'));

const estimate = (bet: DrawBet) => {
  const markSix = markSixBetOf(bet);
  return markSix === undefined ? '0' : markSixEstimatedPayout(markSix, DRAW_DATE);
};

/** The board and the stakes panel, as a game's page lays them out. */
function Play(props: StakesPanelProps) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TestDrawBoard game="hkmarksix" picks={[SPECIAL_SEVEN, COMBINATION_PICK]} />
      <StakesPanel {...props} />
    </div>
  );
}

const picked =
  (...picks: DrawPick[]) =>
  () => {
    sessionStorage.setItem(
      DRAW_BETS_STORAGE_KEY,
      JSON.stringify({ game: 'hkmarksix', bets: picks.map((pick) => ({ pick, amount: '' })) }),
    );
    return () => sessionStorage.removeItem(DRAW_BETS_STORAGE_KEY);
  };

const meta = {
  title: 'App/Draws/Stakes panel',
  component: Play,
  ...appStory,
  args: {
    game: 'hkmarksix',
    matchId: '20260309',
    closed: false,
    labelOf: testPickLabel,
    estimate,
  },
  parameters: {
    app: { session: 'member', answers: { [BET]: PLACED_ORDER } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof Play>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = (context: Parameters<typeof appOf>[0]) =>
  appOf(context).api.requests.filter((request) => request.method === 'POST');

/** Nothing picked: the hint; a pick on the board adds a bet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Pick a selection on the board to add a bet.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'specialCode:7' }));
    await expect(await canvas.findByRole('heading', { name: 'Your bets (1)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Stake for Special 7' })).toBeVisible();
  },
};

/** A quick amount stakes every bet: total is amount x tickets, the payout the domain's estimate. */
export const TotalAndEstimate: Story = {
  beforeEach: picked(SPECIAL_SEVEN, COMBINATION_PICK),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter a stake for every bet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // 10 on ball 7, 10 on each of 3 animal pairs: 40; payout 470 + 3 x 32.
    await expect(canvas.getByText('40.00 USDT')).toBeVisible();
    await expect(canvas.getByText('566.00 USDT')).toBeVisible();
    await expect(canvas.getByText('3 tickets')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  },
};

/** Stakes outside the line's limits and above the balance: the warnings, and Place refuses. */
export const Warnings: Story = {
  beforeEach: picked(SPECIAL_SEVEN),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const stake = await canvas.findByRole('textbox', { name: 'Stake for Special 7' });
    await expect(canvas.getByText('Stake 1 to 500 USDT per ticket')).toBeVisible();
    await userEvent.type(stake, '0.5');
    await expect(await canvas.findByText('A bet is below the minimum for this game')).toBeVisible();
    await userEvent.clear(stake);
    await userEvent.type(stake, '501');
    await expect(await canvas.findByText('A bet is above the maximum for this game')).toBeVisible();
    await expect(stake).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(posts(context)).toHaveLength(0);
  },
};

/** More than the balance in total. */
export const InsufficientBalance: Story = {
  beforeEach: picked(COMBINATION_PICK),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake for/ }), '400');
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

/** Placed: one request with an Idempotency-Key, the order said, the bets cleared. */
export const Place: Story = {
  beforeEach: picked(SPECIAL_SEVEN),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake for/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(
      await canvas.findByText('Bets placed: 1 tickets, 10.00 USDT in total (order LT-1001)'),
    ).toBeVisible();
    const [sent, ...more] = posts(context);
    await expect(more).toHaveLength(0);
    await expect(sent?.body).toEqual({
      game: 'hkmarksix',
      match_id: '20260309',
      bets: [{ type: 'specialCode', ball: 7, stake: '10', odds: '47' }],
      currency: 'USDT',
    });
    await expect(sent?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    await expect(canvas.getByRole('heading', { name: 'Your bets (0)' })).toBeVisible();
  },
};

/** A second click while the first placement is on its way sends nothing. */
export const Sending: Story = {
  beforeEach: picked(SPECIAL_SEVEN),
  parameters: { app: { answers: { [BET]: never } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake for/ }), '10');
    const place = canvas.getByRole('button', { name: 'Place bet' });
    await userEvent.click(place);
    await userEvent.click(place);
    await waitFor(() => expect(posts(context)).toHaveLength(1));
    await expect(place).toBeDisabled();
  },
};

/** The server refuses: its message, and the bets stay for another try. */
export const Refused: Story = {
  beforeEach: picked(SPECIAL_SEVEN),
  parameters: {
    app: { answers: { [BET]: () => envelope(null, 4003, 'Betting closed for this draw') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake for/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Betting closed for this draw',
    );
    await expect(canvas.getByRole('textbox', { name: /Stake for/ })).toHaveValue('10');
  },
};

/** Betting closed: the stakes cannot change and Place sends nothing. */
export const Closed: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAW_BETS_STORAGE_KEY,
      JSON.stringify({ game: 'hkmarksix', bets: [{ pick: SPECIAL_SEVEN, amount: '10' }] }),
    );
    return () => sessionStorage.removeItem(DRAW_BETS_STORAGE_KEY);
  },
  args: { closed: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Stake for/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '10' })).toBeDisabled();
    const place = canvas.getByRole('button', { name: 'Place bet' });
    await expect(place).toBeDisabled();
    await userEvent.click(place);
    await expect(posts(context)).toHaveLength(0);
  },
};

/** On a phone: the quick amounts in one compact row, every stake still reachable. */
export const Phone: Story = {
  beforeEach: picked(SPECIAL_SEVEN, COMBINATION_PICK),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '50' }));
    await expect(canvas.getByRole('textbox', { name: 'Stake for Special 7' })).toHaveValue('50');
  },
};
