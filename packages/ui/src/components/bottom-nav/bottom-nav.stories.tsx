import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomNav, type BottomNavItem } from './bottom-nav';

const icon = (d: string) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={d} />
  </svg>
);

/** The five entries of spec section 2. */
const ITEMS: BottomNavItem[] = [
  {
    id: 'sports',
    label: 'Sports',
    href: '/sport/soccer',
    icon: icon('M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18'),
  },
  { id: 'games', label: 'Games', href: '/gameArcade', icon: icon('M6 8h12v8H6zM9 12h2M13 12h2') },
  { id: 'recharge', label: 'Recharge', href: '/profile', icon: icon('M3 7h18v10H3zM16 12h2') },
  { id: 'my-bets', label: 'My bets', href: '/my-bets', icon: icon('M5 3h14v18H5zM9 8h6M9 12h6') },
  { id: 'support', label: 'Live support', href: '?support=true', icon: icon('M4 5h16v11H8l-4 4z') },
];

const meta = {
  title: 'UI/Layout/BottomNav',
  component: BottomNav,
  args: { items: ITEMS, currentPath: '/my-bets' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(within(nav).getByRole('link', { name: 'My bets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    // Fixed to the bottom edge, full width.
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(nav.getBoundingClientRect().width).toBe(window.innerWidth);
    // Keyboard order follows the visual order.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveFocus();
  },
};

export const SportsSubPage: Story = {
  args: { currentPath: '/sport/soccer/results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    items: ITEMS.map((item) => ({ ...item, label: `${item.label} and more options` })),
  },
};
