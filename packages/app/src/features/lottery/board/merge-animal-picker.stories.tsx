import type { Meta, StoryObj } from '@storybook/react-vite';
import { ZODIAC_ANIMALS } from '@bet/domain/mark-six';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { drawZodiacOf, type DrawZodiac } from '../balls';
import { MergeAnimalPicker } from './merge-animal-picker';

// A horse-year draw (2026-02-17 on): the horse is the year's animal, with five balls.
const zodiac = drawZodiacOf('2026-03-05T13:30:00Z') as DrawZodiac;

const NAMES = [
  'Rat',
  'Ox',
  'Tiger',
  'Rabbit',
  'Dragon',
  'Snake',
  'Horse',
  'Goat',
  'Monkey',
  'Rooster',
  'Dog',
  'Pig',
] as const;

const meta = {
  title: 'App/Lottery/Board/Merged zodiacs',
  component: MergeAnimalPicker,
  ...appStory,
  args: {
    game: 'hkmarksix',
    odds: markSixOddsFixture(),
    zodiac,
    disabled: false,
    exactlySix: false,
  },
  render: (args) => (
    <>
      <MergeAnimalPicker {...args} />
      <PickedBets game={args.game} />
    </>
  ),
} satisfies Meta<typeof MergeAnimalPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function board(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const animal = (name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) });
  return {
    canvas,
    /** Toggles the first `count` animals, in zodiac order, from none chosen. */
    choose: async (count: number) => {
      for (const name of NAMES.slice(0, count)) await userEvent.click(animal(name));
    },
    animal,
    add: () => canvas.getByRole('button', { name: 'Add bet' }),
    status: () => canvas.getByRole('status'),
    picked: () => pickedKeys(canvas.getByRole('list', { name: 'Picked bets' })),
  };
}

/** The brand rule "exactly six": five animals are refused with the message, six are added. */
export const ExactlySix: Story = {
  args: { exactlySix: true },
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await expect(b.canvas.getAllByRole('button', { pressed: false })).toHaveLength(12);
    await expect(b.status()).toHaveTextContent('Select exactly 6 animals');
    await b.choose(5);
    await expect(b.status()).toHaveTextContent('Select exactly 6 animals');
    await expect(b.add()).toBeDisabled();
    // The sixth is the horse, the year's animal: the price is the "6y" line.
    await userEvent.click(b.animal('Horse'));
    await expect(b.status()).toBeEmptyDOMElement();
    await expect(b.canvas.getByText('Odds 1.83')).toBeVisible();
    await userEvent.click(b.add());
    await expect(b.picked()).toEqual(['specialCodeMergeAnimal:rat,ox,tiger,rabbit,dragon,horse']);
    // The choice starts again; a seventh animal breaks the rule too.
    await expect(b.canvas.getByText('Chosen: 0')).toBeVisible();
    await b.choose(7);
    await expect(b.status()).toHaveTextContent('Select exactly 6 animals');
    await expect(b.add()).toBeDisabled();
  },
};

/** The usual rule, 2 to 9: one refused, two to nine accepted, ten refused. */
export const TwoToNine: Story = {
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await b.choose(1);
    await expect(b.status()).toHaveTextContent('Select at least 2 animals');
    await expect(b.add()).toBeDisabled();
    for (const name of NAMES.slice(1, 9)) {
      await userEvent.click(b.animal(name));
      await expect(b.status()).toBeEmptyDOMElement();
      await expect(b.add()).toBeEnabled();
    }
    await userEvent.click(b.animal('Rooster'));
    await expect(b.canvas.getByText('Chosen: 10')).toBeVisible();
    await expect(b.status()).toHaveTextContent('Select at most 9 animals');
    await expect(b.add()).toBeDisabled();
    // Back to nine without the horse: the plain "9" line.
    await userEvent.click(b.animal('Horse'));
    await expect(b.canvas.getByText('Odds 1.33')).toBeVisible();
    await userEvent.click(b.add());
    await expect(b.picked()).toEqual([
      'specialCodeMergeAnimal:rat,ox,tiger,rabbit,dragon,snake,goat,monkey,rooster',
    ]);
  },
};

/** The same animals twice make the same bet: Add says it is already there. */
export const AlreadyAdded: Story = {
  play: async ({ canvasElement }) => {
    const b = board(canvasElement);
    await b.choose(3);
    await userEvent.click(b.add());
    await b.choose(3);
    await expect(b.status()).toHaveTextContent('This bet is already in your list.');
    await expect(b.add()).toBeDisabled();
  },
};

/** Betting closed: the animals and Add are disabled. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(ZODIAC_ANIMALS.length + 2);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { exactlySix: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
