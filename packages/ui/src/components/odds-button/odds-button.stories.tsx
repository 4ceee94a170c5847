import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OddsButton } from './odds-button';

const meta = {
  title: 'UI/Betting/OddsButton',
  component: OddsButton,
  args: { label: 'Home', odds: 1.95, onToggle: fn() },
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /home.*1\.95/i });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    // Space works like a click for keyboard users.
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /home/i });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
  },
};

function ToggleDemo() {
  const [selected, setSelected] = useState(false);
  return <OddsButton label="Draw" odds={3.2} selected={selected} onToggle={setSelected} />;
}

export const KeyboardToggle: Story = {
  render: () => <ToggleDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /draw/i });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

function PriceDemo({ flashMs }: { flashMs: number }) {
  const [odds, setOdds] = useState(2);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <OddsButton label="Away" odds={odds} flashMs={flashMs} />
      <button
        type="button"
        onClick={() => setOdds((value) => Math.round((value + 0.15) * 100) / 100)}
      >
        Raise price
      </button>
      <button
        type="button"
        onClick={() => setOdds((value) => Math.round((value - 0.1) * 100) / 100)}
      >
        Lower price
      </button>
    </div>
  );
}

/** The price moves: a tint, an arrow and screen-reader text, gone after `flashMs`. */
export const PriceMoves: Story = {
  render: () => <PriceDemo flashMs={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const odds = () => canvas.getByRole('button', { name: /away/i });
    await expect(odds()).not.toHaveAttribute('data-move');

    await userEvent.click(canvas.getByRole('button', { name: 'Raise price' }));
    await expect(odds()).toHaveAttribute('data-move', 'up');
    await expect(odds()).toHaveAccessibleName(/2\.15.*odds went up/i);

    await userEvent.click(canvas.getByRole('button', { name: 'Lower price' }));
    await expect(odds()).toHaveAttribute('data-move', 'down');
    await expect(odds()).toHaveAccessibleName(/2\.05.*odds went down/i);

    await waitFor(() => expect(odds()).not.toHaveAttribute('data-move'), { timeout: 2000 });
    await expect(odds()).toHaveAccessibleName(/away\s*2\.05$/i);
  },
};

export const Suspended: Story = {
  args: { suspended: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /home.*suspended/i });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Bad data from the feed (NaN, 0) shows a dash and cannot be picked instead of crashing. */
export const InvalidOdds: Story = {
  args: { odds: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /home/i })).toBeDisabled();
  },
};

export const StackLayout: Story = { args: { layout: 'stack', label: 'X', odds: 3.4 } };

export const LongLabel: Story = {
  args: { label: 'Over 2.5 goals and both teams to score', odds: 4.125 },
  render: (args) => (
    <div style={{ width: 200 }}>
      <OddsButton {...args} />
    </div>
  ),
};

export const MarketRowMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <div role="group" aria-label="Match result" style={{ display: 'flex', gap: 8 }}>
      <OddsButton label="1" odds={1.85} layout="stack" />
      <OddsButton label="X" odds={3.4} layout="stack" selected />
      <OddsButton label="2" odds={4.2} layout="stack" suspended />
    </div>
  ),
};

/** The member's odds format (issue 15): the caller passes the formatted price as text. */
export const FormattedText: Story = {
  args: { odds: 2.5, text: '3/2' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Home/ });
    await expect(button).toHaveTextContent('3/2');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
