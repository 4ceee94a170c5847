import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { AmountInput, type AmountInputProps } from './amount-input';

type DemoProps = Omit<AmountInputProps, 'value'> & {
  readonly initial?: string;
  readonly label?: string;
  readonly error?: string;
};

function AmountDemo({ initial = '', onChange, label = 'Amount', error, ...rest }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label={label} error={error}>
      <AmountInput
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: 'UI/Forms/AmountInput',
  component: AmountDemo,
  args: { currency: 'BRL', onChange: fn() },
} satisfies Meta<typeof AmountDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDecimals: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12,3456');
    // Truncated to 2 decimals as typed: never rounded up to 12.35.
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34');
  },
};

export const UsdtSixDecimals: Story = {
  args: { currency: 'USDT' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '0.12345678');
    await expect(input).toHaveValue('0.123456');
  },
};

export const WithMax: Story = {
  args: { max: '1234.5678', label: 'Withdraw amount' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(canvas.getByRole('textbox', { name: 'Withdraw amount' })).toHaveValue('1234.56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
  },
};

export const MaxNotLoaded: Story = {
  args: { max: 'not a number' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Max' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { initial: '50', error: 'Minimum deposit is 100' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum deposit is 100');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '100.00', max: 500 },
};

export const Mobile: Story = {
  args: { max: 250, currency: 'USDT' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
