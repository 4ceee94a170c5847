import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { TrendsSection } from '../../draws';
import { Pk10Trends } from './pk10-trends';

// Four drawn races, newest first, after the open one (not drawn, so not counted). The figures
// the stories assert are counted by hand from these cars (champion first):
// - champions 1, 10, 1, 7: car 1 twice (50%); odd 3, even 1; big 2, small 2;
// - tenth place 10, 1, 6, 10: car 10 twice;
// - sums 3, 19, 11, 12: each once; odd 3 (3, 19, 11), even 1, big 2 (19, 12), small 2;
// - champion against tenth (higher car is the dragon): 1-10 tiger, 10-1 dragon, 1-6 tiger,
//   7-10 tiger: dragon 1, tiger 3.
const race = (id: number, cars: number[] | null, state = 'settled') => ({
  match_id: `pk${String(id)}`,
  state,
  draw_at: `2026-03-01T10:${String(id).padStart(2, '0')}:00.000Z`,
  deadline: `2026-03-01T10:${String(id).padStart(2, '0')}:00.000Z`,
  cars,
  sum: cars === null ? null : (cars[0] ?? 0) + (cars[1] ?? 0),
  dragon_tiger: null,
});

const RACES = {
  list: [
    race(15, null, 'pending'),
    race(14, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    race(13, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
    race(12, [1, 10, 2, 9, 3, 8, 4, 7, 5, 6]),
    race(11, [7, 5, 1, 2, 3, 4, 6, 8, 9, 10]),
  ],
  total: 15,
};

const PATH = 'GET /api/v1/pk10/list';

const meta = {
  title: 'App/Racing/Trends',
  component: Pk10Trends,
  ...appStory,
  // As on the racing page: in its "Trends" section, here open from the start.
  render: () => (
    <TrendsSection game="pk10" defaultOpen>
      <Pk10Trends />
    </TrendsSection>
  ),
  parameters: { app: { answers: { [PATH]: RACES } } satisfies AppStoryParameters },
} satisfies Meta<typeof Pk10Trends>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table row's cells after its header, as text (what a screen reader reads). */
function cells(table: HTMLElement, name: string): string[] {
  const header = within(table).getByRole('rowheader', { name });
  const row = header.closest('tr');
  // The drawn bars' cells are hidden from screen readers, and so from this list.
  const shown = row?.querySelectorAll('td:not([aria-hidden="true"])') ?? [];
  return [...shown].map((cell) => cell.textContent);
}

/** The champion first: each car's finishes there and its two sides; then another position. */
export const Positions: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Races counted: 4')).toBeVisible();
    const champion = canvas.getByRole('button', { name: 'Champion' });
    await expect(champion).toHaveAttribute('aria-pressed', 'true');
    const cars = canvas.getByRole('table', { name: 'Cars at position: Champion' });
    await expect(within(cars).getAllByRole('rowheader')).toHaveLength(10);
    await expect(cells(cars, 'Car 1')).toEqual(['2 (50%)']);
    await expect(cells(cars, 'Car 7')).toEqual(['1 (25%)']);
    await expect(cells(cars, 'Car 2')).toEqual(['0 (0%)']);
    const sides = canvas.getByRole('table', { name: 'Big, small, odd, even: Champion' });
    await expect(cells(sides, 'Odd')).toEqual(['3 (75%)']);
    await expect(cells(sides, 'Even')).toEqual(['1 (25%)']);
    await expect(cells(sides, 'Big')).toEqual(['2 (50%)']);

    const tenth = canvas.getByRole('button', { name: 'Tenth' });
    await userEvent.click(tenth);
    await expect(tenth).toHaveAttribute('aria-pressed', 'true');
    await expect(champion).toHaveAttribute('aria-pressed', 'false');
    const tenthCars = canvas.getByRole('table', { name: 'Cars at position: Tenth' });
    await expect(cells(tenthCars, 'Car 10')).toEqual(['2 (50%)']);
    await expect(cells(tenthCars, 'Car 1')).toEqual(['1 (25%)']);
    // One read of the last 50 races.
    const reads = appOf(context).api.requests.filter((r) => r.path === '/api/v1/pk10/list');
    await expect(reads.map((r) => r.search.get('limit'))).toEqual(['51']);
  },
};

/** The champion + runner-up sum, 3 to 19, and its two sides. */
export const Sum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sums = await canvas.findByRole('table', { name: 'Champion + runner-up sum' });
    await expect(
      within(sums)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 3)));
    await expect(cells(sums, '11')).toEqual(['1 (25%)']);
    await expect(cells(sums, '4')).toEqual(['0 (0%)']);
    const sides = canvas.getByRole('table', { name: 'Sum: big (12 or more), small, odd, even' });
    await expect(cells(sides, 'Odd')).toEqual(['3 (75%)']);
    await expect(cells(sides, 'Big')).toEqual(['2 (50%)']);
  },
};

/** Dragon against tiger for positions 1 to 5, each row a pair of positions. */
export const DragonTiger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Dragon vs tiger' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(cells(table, 'Champion vs Tenth')).toEqual(['1 (25%)', '3 (75%)']);
    await expect(cells(table, 'Runner-up vs Ninth')).toEqual(['2 (50%)', '2 (50%)']);
    await expect(cells(table, 'Fifth vs Sixth')).toEqual(['1 (25%)', '3 (75%)']);
  },
};

/** On a phone (375 px) the position chips wrap and the charts fit: nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Trends' });
    await canvas.findByText('Races counted: 4');
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

/** Only the open race: nothing drawn to count yet. */
export const NoRacesYet: Story = {
  parameters: {
    app: {
      answers: { [PATH]: { list: RACES.list.slice(0, 1), total: 1 } },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'No races yet: trends appear after the first race',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: { answers: { [PATH]: () => httpError(400, 'Unavailable') } } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The race history could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
