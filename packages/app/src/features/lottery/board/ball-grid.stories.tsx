import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { drawZodiacOf } from '../balls';
import { BallGrid } from './ball-grid';

/** A ball's accessible name, its words in order: '07', 'Red', 'Rat', 'Odds 46.06'. */
const ballName = (...words: string[]) =>
  new RegExp(`^${words.map((w) => w.replace(/[.]/g, '\\.')).join('\\s+')}`);

/** A draw in the horse year (2026-02-17 on), 21:30 in Hong Kong. */
const HORSE_DRAW = '2026-03-05T13:30:00Z';

const meta = {
  title: 'App/Lottery/Board/Ball grid',
  component: BallGrid,
  ...appStory,
  args: {
    game: 'hkmarksix',
    type: 'specialCode',
    odds: markSixOddsFixture(),
    zodiac: drawZodiacOf(HORSE_DRAW),
    disabled: false,
  },
  render: (args) => (
    <>
      <BallGrid {...args} />
      <PickedBets game={args.game} />
    </>
  ),
} satisfies Meta<typeof BallGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a ball: it is pressed and its pick (odds of its line) is in the bets; click again: out. */
export const SpecialCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(49);
    // Ball 7 is red and, in the horse year, a rat: both said in words.
    const seven = canvas.getByRole('button', { name: ballName('07', 'Red', 'Rat', 'Odds 46.06') });
    await expect(seven).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(seven);
    await expect(seven).toHaveAttribute('aria-pressed', 'true');
    const picked = canvas.getByRole('list', { name: 'Picked bets' });
    await expect(pickedKeys(picked)).toEqual(['specialCode:7']);
    await expect(picked).toHaveTextContent('specialCode:7 @ 46.06 × 1');
    await userEvent.click(canvas.getByRole('button', { name: ballName('49', 'Green', 'Horse') }));
    await userEvent.click(seven);
    await expect(seven).toHaveAttribute('aria-pressed', 'false');
    await expect(pickedKeys(picked)).toEqual(['specialCode:49']);
  },
};

/** The regular-number grid prices from its own group and keys its picks apart. */
export const NumberCode: Story = {
  args: { type: 'numberCode' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: ballName('23', 'Red', 'Monkey', 'Odds 7.67') }),
    );
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'numberCode:23',
    ]);
  },
};

/** The day before lunar new year 2026 is still the snake year: ball 1 is a snake. */
export const BeforeLunarNewYear: Story = {
  args: { zodiac: drawZodiacOf('2026-02-16T13:30:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: ballName('01', 'Red', 'Snake') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: ballName('13', 'Red', 'Snake') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: ballName('12', 'Red', 'Horse') }),
    ).toBeVisible();
  },
};

/** From lunar new year's day the horse table applies: ball 1 is a horse, ball 12 a goat. */
export const AfterLunarNewYear: Story = {
  args: { zodiac: drawZodiacOf('2026-02-17T13:30:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: ballName('01', 'Red', 'Horse') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: ballName('12', 'Red', 'Goat') })).toBeVisible();
  },
};

/** Without a price for a ball, that ball is disabled and shows a dash. */
export const MissingPrice: Story = {
  args: {
    odds: markSixOddsFixture().map((group) =>
      group.name === 'specialCode'
        ? { ...group, odds: group.odds.filter((line) => line.prop !== '10') }
        : group,
    ),
  },
  play: async ({ canvasElement }) => {
    const ten = within(canvasElement).getByRole('button', {
      name: ballName('10', 'Blue', 'Rooster', 'Odds –'),
    });
    await expect(ten).toBeDisabled();
  },
};

/** Betting closed: every ball is disabled and a click adds nothing. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const ball of canvas.getAllByRole('button')) await expect(ball).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: ballName('07') }), {
      pointerEventsCheck: 0,
    });
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([]);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
