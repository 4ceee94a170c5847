import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { CricketBetForm } from './cricket-bet-form';
import { CricketMarkets } from './cricket-markets';
import { useCricketSlip } from './use-cricket-slip';

const MATCH_ID = '4000000001';
const MARKETS = [
  {
    id: 'toss',
    categoryLabel: 'Toss Winner',
    suspended: false,
    options: [
      { id: `${MATCH_ID}-toss-a`, slipLabel: 'Mumbai', odd: '1.9' },
      { id: `${MATCH_ID}-toss-b`, slipLabel: 'Chennai', odd: '1.95' },
    ],
  },
  {
    id: 'winner',
    categoryLabel: 'Match Winner',
    suspended: true,
    options: [
      { id: `${MATCH_ID}-winner-a`, slipLabel: 'Mumbai', odd: '1.7' },
      { id: `${MATCH_ID}-winner-b`, slipLabel: 'Chennai', odd: '2.2' },
    ],
  },
];

/** The match page's body: the markets as odds toggles and the slip of the match. */
function CricketSlip() {
  const slip = useCricketSlip(MATCH_ID);
  return (
    <>
      <CricketMarkets markets={MARKETS} isSelected={slip.isSelected} onToggle={slip.toggle} />
      <CricketBetForm matchId={MATCH_ID} slip={slip} />
    </>
  );
}

const meta = {
  title: 'App/Cricket/Slip',
  component: CricketSlip,
  ...appStory,
} satisfies Meta<typeof CricketSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member toggles an option by id, gives it a stake and places it. */
export const Member: Story = {
  parameters: {
    app: {
      session: 'member',
      answers: {
        'POST /sports/betData/create': { betIds: ['C-1'], totalAmount: '5', balance: '95' },
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your bet slip is empty. Pick an odd to add a bet.'),
    ).toBeVisible();
    const toss = within(canvas.getByRole('region', { name: 'Toss Winner' }));
    const mumbai = toss.getByRole('button', { name: /Mumbai/ });
    await userEvent.click(mumbai);
    await expect(mumbai).toHaveAttribute('aria-pressed', 'true');
    // The suspended market cannot be picked.
    const winner = within(canvas.getByRole('region', { name: 'Match Winner' }));
    await expect(winner.getByRole('button', { name: /Mumbai/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Stake Mumbai/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your bet has been placed: C-1',
    );
  },
};

/** A visitor is asked to sign in instead of placing. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toss = within(await canvas.findByRole('region', { name: 'Toss Winner' }));
    await userEvent.click(toss.getByRole('button', { name: /Chennai/ }));
    await expect(canvas.getByRole('button', { name: 'Sign in to place a bet' })).toBeEnabled();
  },
};
