import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I am 18 or older and accept the terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
    await userEvent.click(canvas.getByText('I am 18 or older and accept the terms'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Space toggles the focused box.
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const Indeterminate: Story = {
  args: { label: 'Select all matches', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'You can change this later in your profile.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'You can change this later in your profile.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'You must accept the terms to register', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must accept the terms to register');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabelMobile: Story = {
  args: {
    label:
      'I confirm that I am at least 18 years old, that I have read the terms and conditions, the privacy policy and the responsible gaming rules, and that I accept them',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
