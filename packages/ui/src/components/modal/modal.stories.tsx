import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';

type DemoProps = Omit<ModalProps, 'open' | 'title'> & {
  readonly title?: string;
  readonly withField?: boolean;
  readonly startOpen?: boolean;
};

function ModalDemo({ onClose, title = 'Sign in', withField, startOpen, ...rest }: DemoProps) {
  const [open, setOpen] = useState(Boolean(startOpen));
  const fieldRef = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...rest}
        open={open}
        onClose={close}
        title={title}
        initialFocusRef={withField ? fieldRef : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Confirm</Button>
          </>
        }
      >
        {withField ? (
          <label>
            Nickname <input ref={fieldRef} />
          </label>
        ) : (
          rest.children
        )}
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Overlays/Modal',
  component: ModalDemo,
  args: {
    onClose: fn(),
    description: 'Use your mobile number or email to continue.',
    children: 'The dialog body goes here.',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'Use your mobile number or email to continue.',
    );
    // Focus starts inside and Tab cycles within the dialog.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    // The page behind does not scroll.
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Esc closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const BackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog');
    // A click inside the dialog keeps it open; a click on the backdrop closes it.
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(page.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropDisabled: Story = {
  args: { closeOnBackdrop: false },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    await page.findByRole('dialog');
    await userEvent.click(page.getByTestId('modal-backdrop'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const InitialFocus: Story = {
  args: { withField: true, title: 'Change nickname' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    await expect(await page.findByRole('textbox', { name: 'Nickname' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    startOpen: true,
    title: 'Terms and conditions of the welcome bonus for new members of every brand',
    children: Array.from({ length: 40 }, (_, i) => (
      <p key={i}>
        Clause {i + 1}. Bets placed with bonus funds count towards the wagering requirement only
        once they are settled.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // The dialog fits the viewport; its body scrolls instead.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const MobileFullScreen: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    // Measured once the entrance animation (a slight scale) has finished.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

export const Desktop: Story = {
  args: { startOpen: true, size: 'sm' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(400));
  },
};

/** A confirmation opened from inside a dialog (the wallet's "delete this account?"). */
function NestedDemo({ onClose }: { readonly onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal open onClose={onClose} title="Wallet">
      <Button onClick={() => setConfirming(true)}>Delete account</Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this account?"
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button variant="danger" onClick={() => setConfirming(false)}>
              Delete
            </Button>
          </>
        }
      />
    </Modal>
  );
}

export const Nested: Story = {
  render: (args) => <NestedDemo onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const outer = await page.findByRole('dialog', { name: 'Wallet' });
    const opener = within(outer).getByRole('button', { name: 'Delete account' });
    await userEvent.click(opener);
    const inner = await page.findByRole('dialog', { name: 'Delete this account?' });
    // Tab cycles inside the innermost dialog only: Close, Keep, Delete, and round again.
    const close = within(inner).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(within(inner).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(inner).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Esc closes the inner dialog only, and focus goes back to its opener in the outer one.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: /Delete this/ })).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
    await userEvent.tab();
    await expect(within(outer).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
