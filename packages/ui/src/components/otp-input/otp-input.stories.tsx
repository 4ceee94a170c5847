import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../form-field';
import { OtpInput, type OtpInputProps } from './otp-input';

type DemoProps = Omit<OtpInputProps, 'value'> & {
  readonly initial?: string;
  readonly error?: string;
};

function OtpDemo({ initial = '', onChange, error, ...rest }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Verification code" hint="We sent it by SMS." error={error}>
      <OtpInput
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
  title: 'UI/Forms/OtpInput',
  component: OtpDemo,
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (el: HTMLElement) => within(el).getAllByRole('textbox');

function at(list: HTMLElement[], index: number): HTMLElement {
  const element = list[index];
  if (!element) throw new Error(`No digit box ${index}`);
  return element;
}

export const TypeAndComplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Verification code' })).toBeVisible();
    const [first, second] = boxes(canvasElement);
    await expect(first).toHaveAccessibleName('Digit 1 of 6');
    await userEvent.click(at(boxes(canvasElement), 0));
    await userEvent.keyboard('12');
    await expect(second).toHaveValue('2');
    await expect(boxes(canvasElement)[2]).toHaveFocus();
    // Letters are ignored.
    await userEvent.keyboard('x');
    await expect(boxes(canvasElement)[2]).toHaveValue('');
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const PasteFillsAll: Story = {
  play: async ({ canvasElement, args }) => {
    const all = boxes(canvasElement);
    await userEvent.click(at(all, 2));
    await userEvent.paste('987-654');
    await expect(all.map((b) => (b as HTMLInputElement).value).join('')).toBe('987654');
    await expect(all[5]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const BackspaceAndArrows: Story = {
  args: { initial: '1234' },
  play: async ({ canvasElement, args }) => {
    const all = boxes(canvasElement);
    await userEvent.click(at(all, 4));
    // Backspace on an empty box clears the previous one and moves there.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(all[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(all[1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(all[5]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(all[5]).toHaveFocus();
  },
};

export const FourDigits: Story = {
  args: { length: 4 },
  play: async ({ canvasElement }) => {
    const all = boxes(canvasElement);
    await expect(all).toHaveLength(4);
    await expect(all[3]).toHaveAccessibleName('Digit 4 of 4');
  },
};

export const WithError: Story = {
  args: { initial: '123456', error: 'OTP failed, close and retry' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAccessibleDescription(
      'We sent it by SMS. OTP failed, close and retry',
    );
    await expect(boxes(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: '12' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const all = boxes(canvasElement);
    await expect(at(all, 5).getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
