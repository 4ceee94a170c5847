import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { envelope } from '../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { BetSlipBody } from './bet-slip-body';
import { EMPTY_SLIP, SLIP_STORAGE_KEY, togglePick, type BetSlipState } from './slip-atoms';

const BET = 'POST /sports/api/v1/soccer/bet';
const PLACED = { bet_ids: ['B7'], tickets: 1, total_price: '10', currency: 'USDT', balance: '990' };

const slipOf = (count: number): BetSlipState =>
  Array.from({ length: count }, (_, i) => i + 1).reduce(
    (state, id) =>
      togglePick(state, {
        game: 'soccer',
        match: { match_id: id, home_name: `Home ${id}`, away_name: `Away ${id}` },
        kind: 'wl',
        name: 'w',
        value: '2.00',
      }),
    EMPTY_SLIP,
  );
const withSlip = (slip: BetSlipState) => () => {
  sessionStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify(slip));
  return () => sessionStorage.removeItem(SLIP_STORAGE_KEY);
};

const meta = {
  title: 'App/Sports/Bet slip',
  component: BetSlipBody,
  ...appStory,
  parameters: {
    app: { session: 'member', answers: { [BET]: PLACED } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof BetSlipBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picks: the empty slip's hint. */
export const Empty: Story = {
  beforeEach: withSlip(EMPTY_SLIP),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your bet slip is empty. Pick an odd to add a bet.'),
    ).toBeVisible();
  },
};

/** One pick, a stake, placed: the bet id and the link to my bets. */
export const Single: Story = {
  beforeEach: withSlip(slipOf(1)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake/ }), '10');
    await expect(canvas.getByText('1 tickets')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(await canvas.findByText('Your bet has been placed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my bets' })).toBeVisible();
    const sent = appOf(context).api.requests.filter((r) => r.method === 'POST');
    await expect(sent).toHaveLength(1);
  },
};

/** Four matches with 2 and 3 String 1: 10 tickets, the cost from the DP. */
export const Parlay: Story = {
  beforeEach: withSlip(slipOf(4)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Single match' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '2 String 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '3 String 1' }));
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(canvas.getByText('10 tickets')).toBeVisible();
    await expect(canvas.getByText('100.00 USDT')).toBeVisible();
  },
};

/** The combination list: the DP count in the title, the first chunk listed. */
export const CombinationList: Story = {
  beforeEach: withSlip(slipOf(4)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '2 String 1' }));
    await userEvent.click(canvas.getByRole('button', { name: /tickets/ }));
    // The dialog fades in: wait until it shows.
    const list = await screen.findByRole('dialog', { name: 'Combinations (10)' });
    await waitFor(() => expect(list).toBeVisible());
  },
};

/** A stake over the balance: the warning, the deposit link, placement disabled. */
export const Warnings: Story = {
  beforeEach: withSlip(slipOf(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake/ }), '99999');
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    // The deposit button of the warning opens the wallet's deposit tab.
    await expect(await canvas.findByRole('button', { name: 'Deposit' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

/** The server refused stale odds: old → new, accept or cancel. */
export const OddsChanged: Story = {
  beforeEach: withSlip(slipOf(1)),
  parameters: {
    app: {
      answers: {
        [BET]: () =>
          envelope(
            {
              reason: 'oddsChanged',
              changes: [{ match_id: 1, kind: 'wl', name: 'w', old: '2.00', new: '2.50' }],
            },
            4001,
            'Odds changed',
          ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Stake/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odds changed' });
    await expect(dialog).toHaveTextContent('2.00 → 2.50');
    await expect(
      await within(dialog).findByRole('button', { name: 'Accept new odds' }),
    ).toBeEnabled();
  },
};
