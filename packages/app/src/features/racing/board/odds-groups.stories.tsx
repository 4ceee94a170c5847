import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory } from '../../../../test/storybook/app-story';
import { useNamespaces } from '../../../lib/i18n/text';
import type { RacingOdds } from '../racing-pick';
import { SumGroup } from './odds-groups';
import { useBoardLines } from './use-board-lines';

const ODDS: RacingOdds = {
  odds_name: Array.from({ length: 27 }, (_, i) => ({ value: `group${i}`, subset: `group${i}` })),
  odds: ['big', 'small', 'odd', 'even'].map((side) => ({ id: `sumSide:${side}`, v: '1.88' })),
};

/** The sum's sides of an operator that refunds them on 11 (rules.md), with or without the flag. */
function SumSides({ refundOn11 }: { refundOn11: boolean }) {
  useNamespaces('racing');
  const lines = useBoardLines(ODDS, [], false);
  return <SumGroup lines={lines} index={11} refundOn11={refundOn11} />;
}

const meta = {
  title: 'App/Racing/Sum sides',
  component: SumSides,
  ...appStory,
  args: { refundOn11: true },
} satisfies Meta<typeof SumSides>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With refund on 11, the group says what happens on 11. */
export const RefundOn11: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Big, small, odd or even of the sum' });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
    await expect(
      within(group).getByText(
        'When the sum is 11, bets on big, small, odd or even of the sum are refunded.',
      ),
    ).toBeVisible();
  },
};

/** Without it, no note. */
export const NoRefund: Story = {
  args: { refundOn11: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Big, small, odd or even of the sum' });
    await expect(canvas.queryByText(/sum is 11/)).toBeNull();
  },
};
