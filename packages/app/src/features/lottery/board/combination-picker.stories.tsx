import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { drawZodiacOf, type DrawZodiac } from '../balls';
import { CombinationPicker } from './combination-picker';

// A horse-year draw: the horse is the year's animal.
const zodiac = drawZodiacOf('2026-03-05T13:30:00Z') as DrawZodiac;

const meta = {
  title: 'App/Lottery/Board/Combination zodiacs',
  component: CombinationPicker,
  ...appStory,
  args: { game: 'hkmarksix', odds: markSixOddsFixture(), zodiac, disabled: false },
  render: (args) => (
    <>
      <CombinationPicker {...args} />
      <PickedBets game={args.game} />
    </>
  ),
} satisfies Meta<typeof CombinationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function board(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const levels = within(canvas.getByRole('group', { name: 'Animals per ticket' }));
  return {
    canvas,
    level: (n: number) => levels.getByRole('button', { name: String(n) }),
    animal: (name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) }),
    add: () => canvas.getByRole('button', { name: 'Add bet' }),
    status: () => canvas.getByRole('status'),
  };
}

/** Level 2: one animal is too few; four make six tickets at the level's odds, added as one bet. */
export const TwoPerTicket: Story = {
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await expect(b.level(2)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(b.animal('Rat'));
    await expect(b.status()).toHaveTextContent('Select at least 2 animals for this combination');
    await expect(b.add()).toBeDisabled();
    for (const name of ['Ox', 'Dog', 'Pig']) await userEvent.click(b.animal(name));
    await expect(b.canvas.getByText('Tickets: 6')).toBeVisible();
    await expect(b.canvas.getByText('Odds 4.26')).toBeVisible();
    await userEvent.click(b.add());
    await expect(pickedKeys(b.canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'specialCodeCombinationZodiacs:2:rat,ox,dog,pig',
    ]);
    await expect(b.canvas.getByRole('list', { name: 'Picked bets' })).toHaveTextContent('× 6');
  },
};

/** The level rules: level 1 needs one animal, every level at most five; level 4 needs four. */
export const LevelRules: Story = {
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await userEvent.click(b.level(1));
    await expect(b.status()).toHaveTextContent('Select at least 1 animal');
    for (const name of ['Rat', 'Ox', 'Tiger', 'Rabbit', 'Dragon']) {
      await userEvent.click(b.animal(name));
    }
    await expect(b.add()).toBeEnabled();
    await expect(b.canvas.getByText('Tickets: 5')).toBeVisible();
    await userEvent.click(b.animal('Snake'));
    await expect(b.status()).toHaveTextContent('Select at most 5 animals');
    await expect(b.add()).toBeDisabled();
    await userEvent.click(b.animal('Snake'));
    await userEvent.click(b.level(4));
    await expect(b.level(4)).toHaveAttribute('aria-pressed', 'true');
    await expect(b.canvas.getByText('Tickets: 5')).toBeVisible();
    await userEvent.click(b.canvas.getByRole('button', { name: 'Clear choice' }));
    await userEvent.click(b.animal('Rat'));
    await expect(b.status()).toHaveTextContent('Select at least 4 animals for this combination');
  },
};

/** The year's animal: the 15% note is always there; choosing the horse says it applies. */
export const YearAnimal: Story = {
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await expect(
      b.canvas.getByText(
        "15% is deducted from the prize of a ticket holding the year's animal (Horse).",
      ),
    ).toBeVisible();
    await userEvent.click(b.animal('Rat'));
    const warning = "You chose Horse, the year's animal: its tickets pay 15% less.";
    await expect(b.canvas.queryByText(warning)).toBeNull();
    await userEvent.click(b.animal('Horse'));
    await expect(b.canvas.getByText(warning)).toBeVisible();
  },
};

/** Betting closed: levels, animals and Add are disabled. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};
