import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { TextInput } from './text-input';

const SearchIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);

const meta = {
  title: 'UI/Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Email', placeholder: 'name@example.com', onChange: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@bet.dev');
    await expect(input).toHaveValue('ana@bet.dev');
    await expect(args.onChange).toHaveBeenCalledTimes('ana@bet.dev'.length);
  },
};

export const WithAdornment: Story = {
  args: { 'aria-label': 'Search games', placeholder: 'Search', startAdornment: <SearchIcon /> },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@bet.dev' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Email" hint="We send a verification code here." required>
      <TextInput {...args} type="email" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send a verification code here.');
  },
};

export const LongValueMobile: Story = {
  args: {
    defaultValue: 'a-very-long-email-address-for-testing-overflow@some-long-domain.example.com',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
