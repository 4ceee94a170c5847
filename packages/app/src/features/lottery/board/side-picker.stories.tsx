import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { drawZodiacOf } from '../balls';
import { SidePicker } from './side-picker';

const meta = {
  title: 'App/Lottery/Board/Side bets',
  component: SidePicker,
  ...appStory,
  args: {
    game: 'hkmarksix',
    odds: markSixOddsFixture(),
    zodiac: drawZodiacOf('2026-03-05T13:30:00Z'),
    disabled: false,
  },
  render: (args) => (
    <>
      <SidePicker {...args} />
      <PickedBets game={args.game} />
    </>
  ),
} satisfies Meta<typeof SidePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIDES = [
  'Big',
  'Small',
  'Odd',
  'Even',
  'Digit sum big',
  'Digit sum small',
  'Digit sum odd',
  'Digit sum even',
  'Last digit big',
  'Last digit small',
];

/** The special number's ten sides in three groups; a side toggles in and out of the bets. */
export const SpecialCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['Big, small, odd, even', 'Digit sum', 'Last digit']) {
      await expect(canvas.getByRole('region', { name: group })).toBeVisible();
    }
    for (const side of SIDES) {
      await expect(canvas.getByRole('button', { name: `${side} 1.88` })).toBeEnabled();
    }
    const big = canvas.getByRole('button', { name: 'Big 1.88' });
    await userEvent.click(big);
    await userEvent.click(canvas.getByRole('button', { name: 'Digit sum odd 1.88' }));
    await expect(big).toHaveAttribute('aria-pressed', 'true');
    const picked = canvas.getByRole('list', { name: 'Picked bets' });
    await expect(pickedKeys(picked)).toEqual(['specialCodeSide:big', 'specialCodeSide:sumOdd']);
    await userEvent.click(big);
    await expect(big).toHaveAttribute('aria-pressed', 'false');
    await expect(pickedKeys(picked)).toEqual(['specialCodeSide:sumOdd']);
    await expect(canvas.getByText('Ball 49 refunds the stake of these bets.')).toBeVisible();
  },
};

/** The regular number at position 3: its own group of prices, its own keys. */
export const NumberCodePosition: Story = {
  args: { position: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Small 1.90' }));
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'numberCodeSide:3:small',
    ]);
  },
};

/** Betting closed: every side is disabled. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(SIDES.length);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};
