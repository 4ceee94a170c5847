import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BetSlipItem, type BetSlipItemProps } from './bet-slip-item';

const meta = {
  title: 'UI/Betting/BetSlipItem',
  component: BetSlipItem,
  args: {
    pick: 'Flamengo to win',
    match: 'Flamengo – Palmeiras · Match result',
    odds: 1.955,
    currency: 'BRL',
    stake: '',
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BetSlipItem>;

export default meta;
type Story = StoryObj<typeof meta>;

function Editable(props: BetSlipItemProps) {
  const [stake, setStake] = useState(props.stake);
  return <BetSlipItem {...props} stake={stake} onStakeChange={setStake} />;
}

export const EditableStake: Story = {
  render: (args) => <Editable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /stake/i });
    const payout = canvas.getByTestId('payout');
    await expect(payout).toHaveTextContent('–');

    // Exact money: 10 x 1.955 = 19.55 (float math says 19.549999...).
    await userEvent.type(input, '10');
    await expect(payout).toHaveTextContent('19.55 BRL');

    // Letters are dropped, a comma is a decimal point, a third decimal is cut off.
    await userEvent.clear(input);
    await userEvent.type(input, '3x,339');
    await expect(input).toHaveValue('3.33');
    await expect(payout).toHaveTextContent('6.51 BRL');

    const remove = canvas.getByRole('button', { name: /remove bet/i });
    await expect(remove).toHaveAccessibleDescription('Flamengo to win');
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnlyStake: Story = {
  args: { stake: '25', odds: 2.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByTestId('payout')).toHaveTextContent('60.00 BRL');
  },
};

/** USDT amounts keep six decimals (spec section 5). */
export const Usdt: Story = {
  args: { stake: '12.5', odds: 1.333, currency: 'USDT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('payout')).toHaveTextContent('16.662500 USDT');
  },
};

export const WithWarning: Story = {
  args: { stake: '5000', warning: 'The stake is above the maximum bet of 1,000.00 BRL.' },
  render: (args) => <Editable {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /stake/i });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/above the maximum bet/);
  },
};

/** Odds that are not a price (suspended feed): a dash and no payout. */
export const InvalidOdds: Story = {
  args: { stake: '10', odds: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('payout')).toHaveTextContent('–');
  },
};

export const LongText: Story = {
  args: {
    pick: 'Borussia Mönchengladbach to win and both teams to score in the second half',
    match:
      'Borussia Mönchengladbach – Club Atlético Independiente de Avellaneda · Result and both teams to score',
    stake: '1234567.89',
    odds: 12.75,
  },
};

export const Mobile: Story = {
  ...EditableStake,
  globals: { viewport: { value: 'mobile' } },
};
