import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'UI/Forms/PasswordInput',
  component: PasswordInput,
  render: (args) => (
    <FormField label="Password" hint="At least 8 characters with a letter and a number." required>
      <PasswordInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('secret123');
    // Keyboard: Space on the focused toggle hides it again.
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Revealed: Story = {
  args: { defaultVisible: true, defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Password' })).toHaveValue(
      'secret123',
    );
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Password" error="Password must be at least 8 characters" required>
      <PasswordInput {...args} defaultValue="abc" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret123' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
