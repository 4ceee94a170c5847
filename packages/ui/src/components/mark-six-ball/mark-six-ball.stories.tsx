import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BALLS } from '@bet/domain/mark-six';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarkSixBall } from './mark-six-ball';

const meta = {
  title: 'UI/Lottery/MarkSixBall',
  component: MarkSixBall,
  args: { number: 7 },
} satisfies Meta<typeof MarkSixBall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ball = within(canvasElement).getByText('07');
    await expect(ball).toHaveAttribute('data-color', 'red');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <MarkSixBall number={3} size="sm" />
      <MarkSixBall number={3} size="md" />
      <MarkSixBall number={3} size="lg" />
    </div>
  ),
};

/** All 49 balls: 17 red, 16 blue, 16 green (rules.md). */
export const AllBalls: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 420 }}>
      {BALLS.map((n) => (
        <MarkSixBall key={n} number={n} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = (color: string) =>
      canvasElement.querySelectorAll(`[data-color="${color}"]`).length;
    await expect([count('red'), count('blue'), count('green')]).toEqual([17, 16, 16]);
  },
};

export const Toggle: Story = {
  args: { number: 49, selected: false, onToggle: fn() },
  play: async ({ canvasElement, args }) => {
    const ball = within(canvasElement).getByRole('button', { name: '49' });
    await expect(ball).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(ball);
    await expect(args.onToggle).toHaveBeenCalledWith(49, true);
  },
};

function Picker() {
  const [picked, setPicked] = useState<readonly number[]>([12]);
  const toggle = (n: number, selected: boolean) =>
    setPicked((list) => (selected ? [...list, n] : list.filter((x) => x !== n)));
  return (
    <div role="group" aria-label="Special code" style={{ display: 'flex', gap: 8 }}>
      {[10, 11, 12, 13].map((n) => (
        <MarkSixBall key={n} number={n} selected={picked.includes(n)} onToggle={toggle} />
      ))}
    </div>
  );
}

export const KeyboardPicker: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '10' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '12' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Disabled: Story = {
  args: { number: 25, selected: false, onToggle: fn(), disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '25' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A number outside 1..49 is drawn neutral (no crash). */
export const InvalidNumber: Story = {
  args: { number: 50 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('50')).toHaveAttribute('data-color', 'invalid');
  },
};
