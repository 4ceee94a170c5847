import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { TrendsSection } from '../../draws';
import { MarkSixTrends } from './mark-six-trends';

// Four drawn draws across lunar new year (2026-02-17: the snake's year before, the horse's from
// it), newest first, after the open draw (not drawn yet, so not counted). Draws at 21:30 in Hong
// Kong (13:30 UTC). The figures the stories assert are counted by hand from these numbers:
// - ball 1 is in all four draws (the hottest, 4); 2 and 3 twice; 8, 9, 14... never (cold, 0);
// - colours of all 28 balls: red 11, blue 10, green 7; of the 4 specials: red 3, blue 1;
// - specials' animals on their own dates: 7 (horse year) rat, 2 (horse year) snake,
//   3 (snake year) rabbit, 13 (snake year) snake: snake 2 of 4. With one table for all four it
//   would be 1.
const draw = (
  id: number,
  day: string,
  numbers: number[] | null,
  special: number | null,
  state = 'settled',
) => ({
  match_id: `2026${String(id).padStart(3, '0')}`,
  state,
  draw_at: `${day}T13:30:00.000Z`,
  deadline: `${day}T13:15:00.000Z`,
  numbers,
  special,
  sides: null,
  tails: null,
  next_match_id: null,
  next_deadline: null,
});

const DRAWS = {
  list: [
    draw(21, '2026-02-22', null, null, 'pending'),
    draw(20, '2026-02-20', [1, 2, 3, 4, 5, 6], 7),
    draw(19, '2026-02-18', [1, 10, 20, 30, 40, 49], 2),
    draw(18, '2026-02-14', [1, 11, 21, 31, 41, 48], 3),
    draw(17, '2026-02-12', [1, 12, 22, 32, 42, 47], 13),
  ],
  total: 21,
};

const PATH = 'GET /api/v1/hkmarksix';

const meta = {
  title: 'App/Lottery/Trends',
  component: MarkSixTrends,
  ...appStory,
  args: { game: 'hkmarksix' },
  // As on the game's page: in its "Trends" section, here open from the start.
  render: (args) => (
    <TrendsSection game={args.game} defaultOpen>
      <MarkSixTrends {...args} />
    </TrendsSection>
  ),
  parameters: { app: { answers: { [PATH]: DRAWS } } satisfies AppStoryParameters },
} satisfies Meta<typeof MarkSixTrends>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of a chart's table for screen readers: its name and value. */
function row(table: HTMLElement, name: string): string | undefined {
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr')?.querySelector('td')?.textContent ?? undefined;
}

/** Hot and cold numbers with their counts; the window counts the drawn draws only. */
export const HotAndCold: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Draws counted: 4')).toBeVisible();
    const hot = canvas.getByRole('region', { name: 'Hot numbers' });
    const hotItems = within(hot).getAllByRole('listitem');
    await expect(hotItems).toHaveLength(6);
    await expect(hotItems[0]).toHaveTextContent('Ball 01, times drawn: 4');
    await expect(hotItems.map((item) => item.dataset.ball)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(within(hotItems[0] as HTMLElement).getByText('×4')).toBeVisible();
    const cold = canvas.getByRole('region', { name: 'Cold numbers' });
    const coldItems = within(cold).getAllByRole('listitem');
    await expect(coldItems.map((item) => item.dataset.ball)).toEqual([
      '8',
      '9',
      '14',
      '15',
      '16',
      '17',
    ]);
    await expect(coldItems[0]).toHaveTextContent('Ball 08, times drawn: 0');
    // One read of the last 50 draws of the game.
    const reads = appOf(context).api.requests.filter((r) => r.path === '/api/v1/hkmarksix');
    await expect(reads.map((r) => r.search.get('limit'))).toEqual(['51']);
  },
};

/** Every ball's bar: times drawn, then draws since last seen; the table says the same. */
export const EveryBall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = await canvas.findByRole('table', { name: 'Every number: Times drawn' });
    await expect(within(counts).getAllByRole('rowheader')).toHaveLength(49);
    await expect(row(counts, 'Ball 01')).toBe('4');
    await expect(row(counts, 'Ball 13')).toBe('1');
    await expect(row(counts, 'Ball 08')).toBe('0');
    const bar = canvasElement.querySelector<HTMLElement>(
      '[data-bar="1"] > span:nth-child(2) > span',
    );
    await expect(bar?.style.width).toBe('100%');

    const since = canvas.getByRole('button', { name: 'Draws since last seen' });
    await userEvent.click(since);
    await expect(since).toHaveAttribute('aria-pressed', 'true');
    const ages = canvas.getByRole('table', { name: 'Every number: Draws since last seen' });
    await expect(row(ages, 'Ball 01')).toBe('0');
    await expect(row(ages, 'Ball 10')).toBe('1');
    await expect(row(ages, 'Ball 47')).toBe('3');
    await expect(row(ages, 'Ball 08')).toBe('Not seen');
  },
};

/** Colours and animals over all seven balls, then over special codes alone. */
export const ColoursAndZodiac: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('table', { name: 'Colours: All seven balls' });
    await expect(row(colours, 'Red')).toBe('11 (39.3%)');
    await expect(row(colours, 'Blue')).toBe('10 (35.7%)');
    await expect(row(colours, 'Green')).toBe('7 (25%)');
    const zodiac = canvas.getByRole('table', { name: 'Zodiac: All seven balls' });
    await expect(within(zodiac).getAllByRole('rowheader')).toHaveLength(12);

    const colourRegion = canvas.getByRole('region', { name: 'Colours' });
    await userEvent.click(within(colourRegion).getByRole('button', { name: 'Special code only' }));
    const specials = canvas.getByRole('table', { name: 'Colours: Special code only' });
    await expect(row(specials, 'Red')).toBe('3 (75%)');
    await expect(row(specials, 'Green')).toBe('0 (0%)');

    const zodiacRegion = canvas.getByRole('region', { name: 'Zodiac' });
    await userEvent.click(within(zodiacRegion).getByRole('button', { name: 'Special code only' }));
    const animals = canvas.getByRole('table', { name: 'Zodiac: Special code only' });
    await expect(row(animals, 'Snake')).toBe('2 (50%)');
    await expect(row(animals, 'Rat')).toBe('1 (25%)');
    await expect(row(animals, 'Rabbit')).toBe('1 (25%)');
    await expect(row(animals, 'Horse')).toBe('0 (0%)');
  },
};

/** On a phone (375 px) the charts fit the width: nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Trends' });
    await canvas.findByText('Draws counted: 4');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { app: { answers: { [PATH]: never } } satisfies AppStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Trends' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Only the open draw: nothing drawn to count yet. */
export const NoDrawsYet: Story = {
  parameters: {
    app: {
      answers: { [PATH]: { list: DRAWS.list.slice(0, 1), total: 1 } },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'No draws yet: trends appear after the first draw',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A draw dated before the zodiac table (2024-02-10) cannot be counted: the error, no crash. */
export const DrawOutsideZodiacTable: Story = {
  parameters: {
    app: {
      answers: { [PATH]: { list: [draw(1, '2023-12-01', [1, 2, 3, 4, 5, 6], 7)], total: 1 } },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The draw history could not be loaded');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: { answers: { [PATH]: () => httpError(400, 'Unavailable') } } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The draw history could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
