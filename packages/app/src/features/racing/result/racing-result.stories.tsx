import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory } from '../../../../test/storybook/app-story';
import { RacingResult } from './racing-result';

const meta = {
  title: 'App/Racing/Result',
  component: RacingResult,
  ...appStory,
  args: { draw: { state: 'settled', cars: [3, 8, 1, 10, 5, 2, 9, 4, 7, 6] } },
} satisfies Meta<typeof RacingResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cars in order, each named by its position; the sum and dragon / tiger of positions 1-5. */
export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('list', { name: 'Finishing order' });
    const places = within(order).getAllByRole('listitem');
    await expect(places).toHaveLength(10);
    await expect(places[0]).toHaveTextContent('Champion');
    await expect(
      within(places[0] as HTMLElement).getByRole('img', { name: 'Car 3' }),
    ).toBeVisible();
    await expect(places[9]).toHaveTextContent('Tenth');
    await expect(canvas.getByText('Sum 11 · Small · Odd')).toBeVisible();
    // 3 vs 6: tiger; 8 vs 7: dragon.
    await expect(canvas.getByText('Champion vs Tenth').parentElement).toHaveTextContent(/Tiger$/);
    await expect(canvas.getByText('Runner-up vs Ninth').parentElement).toHaveTextContent(/Dragon$/);
  },
};

/** Small chips for a list of past results; nothing overflows a phone's width. */
export const SmallOnPhone: Story = {
  args: { size: 'sm' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const car = await canvas.findByRole('img', { name: 'Car 3' });
    await expect(car.getBoundingClientRect().height).toBe(22);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Not drawn yet. */
export const Waiting: Story = {
  args: { draw: { state: 'closed', cars: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Waiting for the result')).toBeVisible();
  },
};

/** Cancelled by the operator. */
export const Canceled: Story = {
  args: { draw: { state: 'canceled', cars: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This draw was cancelled')).toBeVisible();
  },
};
