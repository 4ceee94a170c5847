import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../button';
import { ToastProvider, useToast, type ToastProviderProps } from './toast-provider';
import type { ToastType } from './toast-types';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const MESSAGES: Record<ToastType, string> = {
  successful: 'Deposit received: 100.00 USDT',
  error: 'Unable to set the language',
  warning: 'Betting closes in 1 minute',
  info: 'A new announcement is available',
};

function Triggers({ message }: { readonly message?: string | undefined }) {
  const toast = useToast();
  return (
    <Row>
      {(Object.keys(MESSAGES) as ToastType[]).map((type) => (
        <Button
          key={type}
          variant="secondary"
          onClick={() => toast.show({ type, message: message ?? MESSAGES[type] })}
        >
          Show {type}
        </Button>
      ))}
      <Button variant="ghost" onClick={toast.clear}>
        Clear all
      </Button>
    </Row>
  );
}

type DemoProps = ToastProviderProps & { readonly message?: string };

function ToastDemo({ message, ...provider }: DemoProps) {
  return (
    <ToastProvider {...provider}>
      <Triggers message={message} />
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  args: { duration: 5000 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Types: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const region = page.getByRole('region', { name: 'Notifications' });
    for (const type of ['successful', 'warning', 'info', 'error']) {
      await userEvent.click(page.getByRole('button', { name: `Show ${type}` }));
    }
    await expect(within(region).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
    // Errors go to the assertive live region, the rest to the polite one.
    const assertive = region.querySelector('[aria-live="assertive"]');
    const polite = region.querySelector('[aria-live="polite"]');
    await expect(assertive).toHaveTextContent(MESSAGES.error);
    await expect(polite).toHaveTextContent(MESSAGES.successful);
    await expect(polite).not.toHaveTextContent(MESSAGES.error);
  },
};

export const Closable: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show successful' }));
    await expect(page.getByText(MESSAGES.successful)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect(page.queryByText(MESSAGES.successful)).toBeNull();
  },
};

export const AutoHide: Story = {
  args: { duration: 600 },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show info' }));
    const bar = page.getByRole('progressbar', { name: 'Time until this message closes' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100));
    await waitFor(() => expect(page.queryByText(MESSAGES.info)).toBeNull(), { timeout: 2000 });
  },
};

export const PauseOnHover: Story = {
  args: { duration: 500 },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show warning' }));
    const message = page.getByText(MESSAGES.warning);
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(message).toBeVisible();
    await userEvent.unhover(message);
    await waitFor(() => expect(page.queryByText(MESSAGES.warning)).toBeNull(), { timeout: 2000 });
  },
};

export const PauseOnFocus: Story = {
  args: { duration: 500 },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show info' }));
    page.getByRole('button', { name: 'Dismiss' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(page.getByText(MESSAGES.info)).toBeVisible();
  },
};

export const Stacking: Story = {
  args: { max: 3 },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    for (const type of ['successful', 'warning', 'info', 'successful']) {
      await userEvent.click(page.getByRole('button', { name: `Show ${type}` }));
    }
    // At most three at once: the oldest made room for the newest.
    await expect(page.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
    await expect(page.getAllByText(MESSAGES.successful)).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Clear all' }));
    await expect(page.queryAllByRole('button', { name: 'Dismiss' })).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    message:
      'Your withdrawal is being processed by the payment channel. If it has not arrived within one hour, contact customer support with the order number shown in your transaction history.',
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show warning' }));
    const toast = page.getByText(/Your withdrawal/);
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Show successful' }));
    const region = page.getByRole('region', { name: 'Notifications' });
    // Top of the screen on mobile, clear of the bottom navigation.
    await expect(region.getBoundingClientRect().top).toBeLessThan(20);
  },
};
