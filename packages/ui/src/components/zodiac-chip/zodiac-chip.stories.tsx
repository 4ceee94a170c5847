import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ZODIAC_ANIMALS, type ZodiacAnimal } from '@bet/domain/mark-six';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZodiacChip } from './zodiac-chip';

const NAMES: Record<ZodiacAnimal, string> = {
  rat: 'Rat',
  ox: 'Ox',
  tiger: 'Tiger',
  rabbit: 'Rabbit',
  dragon: 'Dragon',
  snake: 'Snake',
  horse: 'Horse',
  goat: 'Goat',
  monkey: 'Monkey',
  rooster: 'Rooster',
  dog: 'Dog',
  pig: 'Pig',
};

const DRAW = new Date('2026-03-01');

const meta = {
  title: 'UI/Lottery/ZodiacChip',
  component: ZodiacChip,
  args: { animal: 'horse', name: 'Horse', drawDate: DRAW },
} satisfies Meta<typeof ZodiacChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2026 is the horse year: its animal holds five balls. */
export const YearAnimal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const ball of ['01', '13', '25', '37', '49']) {
      await expect(canvas.getByText(ball)).toBeVisible();
    }
  },
};

/** The draw date decides: the day before lunar new year 2026 still uses the snake table. */
export const BeforeLunarNewYear: Story = {
  args: { drawDate: new Date('2026-02-16') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.queryByText('01')).toBeNull();
  },
};

export const Toggle: Story = {
  args: { animal: 'dog', name: 'Dog', selected: false, onToggle: fn() },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: /dog/i });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onToggle).toHaveBeenCalledWith('dog', true);
  },
};

function AllAnimals() {
  const [picked, setPicked] = useState<readonly ZodiacAnimal[]>([]);
  const toggle = (animal: ZodiacAnimal, selected: boolean) =>
    setPicked((list) => (selected ? [...list, animal] : list.filter((a) => a !== animal)));
  return (
    <div
      role="group"
      aria-label="Special code animal"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
      }}
    >
      {ZODIAC_ANIMALS.map((animal) => (
        <ZodiacChip
          key={animal}
          animal={animal}
          name={NAMES[animal]}
          drawDate={DRAW}
          selected={picked.includes(animal)}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}

export const Grid: Story = {
  render: () => <AllAnimals />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /rat/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /rat/i })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const GridMobile: Story = { ...Grid, globals: { viewport: { value: 'mobile' } } };

/** A date the zodiac table does not cover shows the name without balls. */
export const OutsideTable: Story = {
  args: { drawDate: new Date('2019-06-01') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Horse')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-color]')).toHaveLength(0);
  },
};

export const Disabled: Story = {
  args: { selected: true, onToggle: fn(), disabled: true },
};

export const LongName: Story = {
  args: { name: 'Cavalo (signo do ano lunar de 2026)' },
  render: (args) => (
    <div style={{ width: 160 }}>
      <ZodiacChip {...args} />
    </div>
  ),
};
