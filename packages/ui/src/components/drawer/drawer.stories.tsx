import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Drawer, type DrawerProps } from './drawer';

type DemoProps = Omit<DrawerProps, 'open'> & { readonly startOpen?: boolean };

function DrawerDemo({ onClose, startOpen, ...rest }: DemoProps) {
  const [open, setOpen] = useState(Boolean(startOpen));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Drawer
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

const menu = (
  <nav aria-label="Main">
    <ul>
      {['Home', 'Lottery', 'Live games', 'Promotions', 'Announcements'].map((label) => (
        <li key={label}>
          <a href={`#${label}`}>{label}</a>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'UI/Overlays/Drawer',
  component: DrawerDemo,
  args: { onClose: fn(), title: 'Menu', children: menu },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Left: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    // Shift+Tab from the first element wraps to the last link: focus stays in the drawer.
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Announcements' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const Right: Story = {
  args: { placement: 'right', title: 'Chat' },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Chat' });
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
    await userEvent.click(page.getByTestId('drawer-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    startOpen: true,
    title: 'Every sport, lottery and live game of the brand in one very long menu title',
    children: (
      <ul>
        {Array.from({ length: 60 }, (_, i) => (
          <li key={i}>Menu entry number {i + 1}</li>
        ))}
      </ul>
    ),
  },
};

export const Mobile: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog');
    // 320 px, but never more than 88% of a narrow screen.
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(375 * 0.88);
  },
};
