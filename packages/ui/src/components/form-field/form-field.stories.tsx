import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { TextInput } from '../text-input';
import { FormField, type FormFieldProps } from './form-field';

type Args = Omit<FormFieldProps, 'children'>;

const meta = {
  title: 'UI/Forms/FormField',
  component: FormField,
  args: { label: 'Nickname', children: null },
  render: (args: Args) => (
    <FormField {...args}>
      <TextInput placeholder="At least 6 characters" />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nickname' });
    // Clicking the label focuses the control: the two are linked by for/id.
    await userEvent.click(canvas.getByText('Nickname'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown to other players in chat.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAccessibleDescription('Shown to other players in chat.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toBeRequired();
  },
};

export const Optional: Story = {
  args: { optional: true, label: 'Referral code' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Referral code (Optional)' }),
    ).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'At least 6 characters.',
    error: 'The nickname is too short',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'At least 6 characters. The nickname is too short',
    );
  },
};

function ValidatingForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(value.length < 6 ? 'The nickname is too short' : undefined);
      }}
    >
      <FormField label="Nickname" error={error} required>
        <TextInput value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <Button type="submit">Save</Button>
    </form>
  );
}

export const ErrorAfterSubmit: Story = {
  render: () => <ValidatingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The nickname is too short');
    await userEvent.type(input, 'def');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search games', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Search games' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Name exactly as it appears on the bank account that will receive your withdrawals',
    hint: 'We compare this name with the real name on your profile before paying out; a mismatch delays the withdrawal by up to three working days.',
    error: 'The name does not match the real name on your profile',
  },
  render: (args: Args) => (
    <div style={{ maxWidth: 320 }}>
      <FormField {...args}>
        <TextInput />
      </FormField>
    </div>
  ),
};
