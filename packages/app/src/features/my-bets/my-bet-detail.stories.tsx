import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { envelope } from '../../../test/fake-api';
import { appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { MyBetDetail } from './my-bet-detail';
import { PARLAY_BET, PENDING_BET } from './my-bets-fixtures';

const BY_ID = 'GET /sports/api/v1/soccer/mybet/B1005';

const meta = {
  title: 'App/My bets/Bet detail',
  component: MyBetDetail,
  ...appStory,
  args: { sport: 'soccer', bet: PARLAY_BET, onBack: fn() },
  parameters: {
    app: { session: 'member', answers: { [BY_ID]: PARLAY_BET } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof MyBetDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled parlay: every combination with its legs, scores and result; the total payout. */
export const SettledParlay: Story = {
  play: async ({ canvasElement, args }) => {
    const detail = within(canvasElement).getByRole('region', { name: 'Bet details' });
    await expect(within(detail).getByText('Won')).toBeVisible();
    await expect(within(detail).getAllByRole('region', { name: /Combination/ })).toHaveLength(3);
    const first = within(detail).getByRole('region', { name: 'Combination 1' });
    await expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(first).getAllByText('Score: 2 : 1')).toHaveLength(2);
    await expect(within(first).getByText('44.10 USDT')).toBeVisible();
    await expect(within(first).getByText('1.00 USDT')).toBeVisible();
    await expect(within(detail).getByText('45.10 USDT')).toBeVisible();
    await userEvent.click(within(detail).getByRole('button', { name: 'Back to my bets' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A pending single: no scores yet and no payout line. */
export const PendingSingle: Story = {
  args: { bet: PENDING_BET },
  parameters: {
    app: {
      answers: { 'GET /sports/api/v1/soccer/mybet/B1001': PENDING_BET },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const detail = within(canvasElement).getByRole('region', { name: 'Bet details' });
    await expect(within(detail).getByText('Pending')).toBeVisible();
    await expect(within(detail).getByText('Score: –')).toBeVisible();
    await expect(within(detail).queryByText('Payout')).toBeNull();
  },
};

/** A bet the server no longer finds (code non-zero): says so. */
export const NotFound: Story = {
  parameters: {
    app: { answers: { [BY_ID]: () => envelope(null, 1, 'Bet not found') } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This bet could not be found' }),
    ).toBeVisible();
  },
};
