import type { RacingSelection } from '@bet/domain/racing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  myDrawBetsAnswer,
  PENDING_RACING_BET,
  RACING_MYBETS_ROUTE,
  REFUNDED_RACING_BET,
  WON_RACING_BET,
} from '../../../test/draw-bet-answers';
import { appOf, appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { MyDrawBets } from './my-draw-bets';

// The kit's my bets over the racing list, as the racing page gives it: the game's own labels and
// result view stand in here as plain text (features/racing has the real ones).
const label = (selection: RacingSelection) =>
  selection.type === 'twoSide' ? 'Champion · Big' : `${selection.type}`;

function RacingBets() {
  return (
    <MyDrawBets
      endpoint="racing.mybets"
      input={{ params: { game: 'pk10' } }}
      labelOf={label}
      renderDraw={(draw) => <p>{`Cars: ${draw.cars.join(' ')}`}</p>}
    />
  );
}

const meta = {
  title: 'App/Draws/My draw bets',
  component: RacingBets,
  ...appStory,
  parameters: {
    app: {
      session: 'member',
      answers: {
        [RACING_MYBETS_ROUTE]: myDrawBetsAnswer(() => [
          PENDING_RACING_BET,
          WON_RACING_BET,
          REFUNDED_RACING_BET,
        ]),
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RacingBets>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Racing's list through the same section: a pending bet without payout, a won one with its payout
 * and the draw, and a sum-side bet refunded on a champion + runner-up sum of 11 (not a win).
 */
export const Racing: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const pending = within(await canvas.findByRole('article', { name: 'Champion · Big' }));
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.queryByText('Payout')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }));
    const won = within(await canvas.findByRole('article', { name: 'Champion · Big' }));
    await expect(won.getByText('Won')).toBeVisible();
    await expect(won.getByText('19.8 USDT')).toBeVisible();
    await expect(won.getByText('Cars: 7 4 1 10 2 9 3 8 5 6')).toBeVisible();
    const refunded = within(await canvas.findByRole('article', { name: 'sumSide' }));
    await expect(refunded.getByText('Refunded')).toBeVisible();
    await expect(refunded.getAllByText('10 USDT')).toHaveLength(2);
    const paths = appOf(context).api.requests.map((r) => r.path);
    await expect(paths).toContain('/api/v1/pk10/mybet');
  },
};
