import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RacingCarChip } from './racing-car-chip';
import type { RacingCar } from './racing-car-colors';

const meta = {
  title: 'UI/Lottery/RacingCarChip',
  component: RacingCarChip,
  args: { car: 1 },
} satisfies Meta<typeof RacingCarChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('img', { name: /car 1/i });
    await expect(chip).toHaveTextContent('1');
  },
};

/** A pk10 draw: champion first, every car in its own colour. */
export const Draw: Story = {
  render: () => (
    <ol aria-label="Latest draw" style={{ display: 'flex', gap: 6, listStyle: 'none', padding: 0 }}>
      {[3, 7, 1, 10, 5, 2, 9, 4, 8, 6].map((car) => (
        <li key={car}>
          <RacingCarChip car={car} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getAllByRole('img');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      '3',
      '7',
      '1',
      '10',
      '5',
      '2',
      '9',
      '4',
      '8',
      '6',
    ]);
    await expect(new Set(chips.map((chip) => getComputedStyle(chip).backgroundColor)).size).toBe(
      10,
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <RacingCarChip car={6} size="sm" />
      <RacingCarChip car={6} size="md" />
      <RacingCarChip car={6} size="lg" />
    </div>
  ),
};

function Picker() {
  const [picked, setPicked] = useState<readonly RacingCar[]>([]);
  const toggle = (car: RacingCar, selected: boolean) =>
    setPicked((list) => (selected ? [...list, car] : list.filter((c) => c !== car)));
  return (
    <div role="group" aria-label="Champion" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).map((car) => (
        <RacingCarChip
          key={car}
          car={car}
          size="lg"
          selected={picked.includes(car)}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}

export const Toggle: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const car4 = canvas.getByRole('button', { name: /car 4/i });
    await userEvent.click(car4);
    await expect(car4).toHaveAttribute('aria-pressed', 'true');
    await expect(car4).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(car4).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ToggleCallback: Story = {
  args: { car: 10, selected: false, onToggle: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /car 10/i }));
    await expect(args.onToggle).toHaveBeenCalledWith(10, true);
  },
};

export const Disabled: Story = {
  args: { car: 8, selected: false, onToggle: fn(), disabled: true },
};

/** Car 11 does not exist: a neutral chip showing '?', never a crash. */
export const InvalidCar: Story = {
  args: { car: 11 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('data-car', 'invalid');
  },
};

export const Mobile: Story = { ...Toggle, globals: { viewport: { value: 'mobile' } } };
