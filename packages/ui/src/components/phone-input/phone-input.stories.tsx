import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { PhoneInput, type PhoneInputProps, type PhoneValue } from './phone-input';

type DemoProps = Omit<PhoneInputProps, 'value'> & {
  readonly initial?: PhoneValue;
  readonly error?: string;
};

function PhoneDemo({
  initial = { dialCode: '+55', number: '' },
  onChange,
  error,
  ...rest
}: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Mobile number" error={error} required>
      <PhoneInput
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
  title: 'UI/Forms/PhoneInput',
  component: PhoneDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof PhoneDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('combobox', { name: 'Country code' });
    // Every dial code of the spec, Brazil first.
    await expect(within(code).getAllByRole('option')).toHaveLength(13);
    await expect(code).toHaveValue('+55');
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAttribute('type', 'tel');
    await expect(number).toBeRequired();
    await userEvent.type(number, '11 98765-4321x');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+55',
      number: '11 98765-4321',
    });
    await userEvent.selectOptions(code, '+880');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      dialCode: '+880',
      number: '11 98765-4321',
    });
  },
};

export const UnknownCode: Story = {
  args: { initial: { dialCode: '+1', number: '' } },
  play: async ({ canvasElement }) => {
    // A code outside the list shows the empty choice rather than a wrong country.
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('');
  },
};

export const WithError: Story = {
  args: {
    initial: { dialCode: '+91', number: '12345' },
    error: 'Enter a valid mobile number',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Enter a valid mobile number');
    await expect(canvas.getByRole('combobox')).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: { dialCode: '+62', number: '812 3456 7890' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox');
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
