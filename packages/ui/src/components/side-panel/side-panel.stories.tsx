import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SidePanel, type SidePanelProps } from './side-panel';

type DemoProps = Omit<SidePanelProps, 'open'> & { readonly startOpen?: boolean };

function PanelDemo({ onClose, startOpen, ...rest }: DemoProps) {
  const [open, setOpen] = useState(Boolean(startOpen));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open support</Button>
      <p>The page stays usable while the panel is open.</p>
      <SidePanel
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Overlays/SidePanel',
  component: PanelDemo,
  args: {
    onClose: fn(),
    title: 'Live support',
    children: <p>An agent will answer in a few minutes.</p>,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const WithTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const opener = page.getByRole('button', { name: 'Open support' });
    await userEvent.click(opener);
    const panel = await page.findByRole('complementary', { name: 'Live support' });
    await expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(380));
    // Non-modal: no aria-modal, the page is not scroll-locked.
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('complementary')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const WithTabs: Story = {
  args: {
    title: 'Bets',
    tabs: [
      { id: 'slip', label: 'Bet slip', content: <p>Your bet slip is empty.</p> },
      { id: 'mine', label: 'My bets', content: <p>3 active bets</p> },
    ],
    startOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const panel = await page.findByRole('complementary', { name: 'Bets' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'My bets' }));
    await expect(within(panel).getByRole('tabpanel')).toHaveTextContent('3 active bets');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { title: 'Chat', children: <p>No messages yet.</p>, startOpen: true },
};

export const LongContent: Story = {
  args: {
    startOpen: true,
    title: 'Announcements from the operator about maintenance and new promotions',
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Announcement {i + 1}</p>),
  },
};

export const Mobile: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('complementary');
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};
