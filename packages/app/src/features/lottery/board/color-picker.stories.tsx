import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { drawZodiacOf } from '../balls';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'App/Lottery/Board/Colours',
  component: ColorPicker,
  ...appStory,
  args: {
    game: 'hkmarksix',
    odds: markSixOddsFixture(),
    zodiac: drawZodiacOf('2026-03-05T13:30:00Z'),
    disabled: false,
  },
  render: (args) => (
    <>
      <ColorPicker {...args} />
      <PickedBets game={args.game} />
    </>
  ),
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three colours and twelve half-waves, each named in words; a colour and a half-wave picked. */
export const SpecialCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waves = within(canvas.getByRole('region', { name: 'Colours' }));
    await expect(waves.getAllByRole('button')).toHaveLength(3);
    const halves = within(canvas.getByRole('region', { name: 'Half-waves' }));
    await expect(halves.getAllByRole('button')).toHaveLength(12);
    await userEvent.click(waves.getByRole('button', { name: 'Green 2.80' }));
    await userEvent.click(halves.getByRole('button', { name: 'Blue Odd 5.60' }));
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'specialCodeColor:green',
      'specialCodeColor:blue:odd',
    ]);
  },
};

/** The regular number at position 6. */
export const NumberCodePosition: Story = {
  args: { position: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Red Big 5.60' }));
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'numberCodeColor:6:red:big',
    ]);
  },
};
