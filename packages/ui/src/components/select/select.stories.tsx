import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { Select } from './select';

const banks = [
  { value: 'itau', label: 'Itaú Unibanco' },
  { value: 'bb', label: 'Banco do Brasil' },
  { value: 'nubank', label: 'Nubank' },
  { value: 'closed', label: 'Closed bank', disabled: true },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { options: banks, onChange: fn() },
  render: (args) => (
    <FormField label="Bank" required={args.required}>
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.selectOptions(select, 'nubank');
    await expect(select).toHaveValue('nubank');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Reachable by Tab; the browser's own select handles the arrow keys.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a bank', required: true, defaultValue: '' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveValue('');
    await expect(select).toBeRequired();
    await expect(within(canvasElement).getByRole('option', { name: 'Closed bank' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { options: [], placeholder: 'No banks available for this country' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const LongLabels: Story = {
  args: {
    options: [
      {
        value: 'a',
        label: 'Cooperativa de Crédito dos Servidores Públicos do Estado de São Paulo',
      },
      { value: 'b', label: 'Banco Cooperativo Sicredi S.A. — agência central' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
