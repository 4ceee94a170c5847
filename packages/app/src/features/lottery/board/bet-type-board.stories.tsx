import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { markSixOddsFixture } from '../../../../test/mark-six-odds';
import { appStory } from '../../../../test/storybook/app-story';
import { PickedBets, pickedKeys } from '../../../../test/storybook/draw-picks';
import { BetTypeBoard } from './bet-type-board';

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
const PHONE = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'App/Lottery/Board/Bet type board',
  component: BetTypeBoard,
  ...appStory,
  args: {
    game: 'hkmarksix',
    drawAt: '2026-03-05T13:30:00Z',
    odds: markSixOddsFixture(),
    exactlySix: false,
    disabled: false,
  },
  render: (args) => (
    <>
      <BetTypeBoard {...args} />
      <PickedBets game={args.game} />
    </>
  ),
  globals: DESKTOP,
} satisfies Meta<typeof BetTypeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eleven bet types as tabs; the special-number grid first, the zodiac table's date above it. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: 'Bet type' }));
    await expect(tabs.getAllByRole('tab')).toHaveLength(11);
    await expect(tabs.getByRole('tab', { name: 'Special' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('Zodiac of Mar 5, 2026, year of the Horse')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Special number' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Special number' })).toBeVisible();
    // Special zodiac: twelve animals with their odds; a pick, then the regular side at No.2.
    await userEvent.click(tabs.getByRole('tab', { name: 'Special zodiac' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Dog/ }));
    await userEvent.click(tabs.getByRole('tab', { name: 'Regular sides' }));
    const positions = within(canvas.getByRole('group', { name: 'Position' }));
    await expect(positions.getByRole('button', { name: 'No.1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(positions.getByRole('button', { name: 'No.2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Even 1.90' }));
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([
      'specialCodeAnimal:dog',
      'numberCodeSide:2:even',
    ]);
  },
};

/** A Hong Kong draw just after midnight on lunar new year's day: the new (horse) table. */
export const LunarNewYearInHongKong: Story = {
  args: { drawAt: '2026-02-16T16:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Zodiac of Feb 17, 2026, year of the Horse'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^01\s+Red\s+Horse/ })).toBeVisible();
  },
};

/** The evening before: still the snake year. */
export const LunarNewYearsEve: Story = {
  args: { drawAt: '2026-02-16T13:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Zodiac of Feb 16, 2026, year of the Snake'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^01\s+Red\s+Snake/ })).toBeVisible();
  },
};

/**
 * Betting closed: the member can still look through the types, but no betting control works
 * and nothing is added.
 */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: 'Bet type' }));
    const panelButtons = () => within(canvas.getByRole('tabpanel')).getAllByRole('button');
    for (const button of panelButtons()) await expect(button).toBeDisabled();
    for (const name of ['Special sides', 'Merged zodiacs', 'Zodiac combos', 'Regular colour']) {
      await userEvent.click(tabs.getByRole('tab', { name }));
      await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      for (const button of panelButtons()) await expect(button).toBeDisabled();
    }
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual([]);
  },
};

/** Below the desktop breakpoint the bet type is a select. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Bet type' });
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.selectOptions(select, 'Last digit');
    await expect(canvas.getByRole('heading', { name: 'Last digit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ends in 7 1.80' }));
    await expect(pickedKeys(canvas.getByRole('list', { name: 'Picked bets' }))).toEqual(['tail:7']);
  },
};

/** A draw the zodiac table does not cover: no zodiac bets, the number bets without animals. */
export const OutsideZodiacTable: Story = {
  args: { drawAt: '2028-03-01T13:30:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "The zodiac table does not cover this draw's date, so zodiac bets are not offered for it.",
      ),
    ).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Bet type' }));
    await expect(tabs.getByRole('tab', { name: 'Merged zodiacs' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^01\s+Red\s+Odds 46\.06/ })).toBeEnabled();
  },
};

/** The odds call priced nothing: each type says so instead of showing dead buttons. */
export const NoOdds: Story = {
  args: { odds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No odds for this bet type right now.' }),
    ).toBeVisible();
  },
};
