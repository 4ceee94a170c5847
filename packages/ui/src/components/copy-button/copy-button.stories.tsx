import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton, type CopyButtonProps } from './copy-button';
import { CopyError } from './write-clipboard';

/** Stands in for the system clipboard: tests must not depend on clipboard permissions. */
const clipboardWrites = fn<(text: string) => Promise<void>>();

const meta = {
  title: 'UI/Actions/CopyButton',
  component: CopyButton,
  args: { text: 'BET7Q2X9', onCopy: fn(), onError: fn() },
  beforeEach: () => {
    clipboardWrites.mockReset();
    clipboardWrites.mockResolvedValue(undefined);
    const spy = spyOn(navigator.clipboard, 'writeText').mockImplementation(clipboardWrites);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {
  args: { feedbackMs: 300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^copy$/i });
    await userEvent.click(button);
    await expect(clipboardWrites).toHaveBeenCalledWith('BET7Q2X9');
    await expect(args.onCopy).toHaveBeenCalledWith('BET7Q2X9');
    await expect(button).toHaveTextContent(/copied/i);
    // Announced politely for screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent(/copied/i);
    await waitFor(() => expect(button).toHaveTextContent(/^copy$/i), { timeout: 1500 });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Link: Story = {
  args: {
    text: 'https://example.com/registration?inviteCode=BET7Q2X9',
    kind: 'link',
    feedbackMs: 300,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /copy link/i });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboardWrites).toHaveBeenCalledWith(
      'https://example.com/registration?inviteCode=BET7Q2X9',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/link copied/i);
  },
};

export const Failure: Story = {
  beforeEach: () => {
    clipboardWrites.mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/could not copy/i);
    await expect(args.onError).toHaveBeenCalledWith(expect.any(CopyError));
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

function InviteCode(args: CopyButtonProps) {
  const codeId = useId();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <code id={codeId} style={{ fontSize: 20 }}>
        {args.text}
      </code>
      <CopyButton {...args} aria-describedby={codeId} />
    </div>
  );
}

/** Beside the code it copies, which describes the button. */
export const BesideCode: Story = {
  render: (args) => <InviteCode {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription('BET7Q2X9');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Copy invite code', variant: 'ghost', size: 'sm' },
};

export const LongLabel: Story = {
  args: { label: 'Copy the registration link with your personal invite code', kind: 'link' },
};
