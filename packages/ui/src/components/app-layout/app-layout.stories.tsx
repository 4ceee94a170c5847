import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomNav, type BottomNavItem } from '../bottom-nav';
import { Drawer } from '../drawer';
import { Footer } from '../footer';
import { Header } from '../header';
import { SideNav, type NavEntry } from '../side-nav';
import { AppLayout } from './app-layout';

const dot = (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="8" />
  </svg>
);

const NAV: NavEntry[] = [
  { id: 'home', label: 'Home', href: '/', icon: dot },
  { id: 'lottery', label: 'Lottery', href: '/lottery', icon: dot },
  { id: 'live', label: 'Live games', href: '/live-games', icon: dot },
  { id: 'promotions', label: 'Promotions', href: '/promotions', icon: dot },
];

const BOTTOM: BottomNavItem[] = [
  { id: 'sports', label: 'Sports', href: '/sport/soccer', icon: dot },
  { id: 'games', label: 'Games', href: '/gameArcade', icon: dot },
  { id: 'recharge', label: 'Recharge', href: '/profile', icon: dot },
  { id: 'my-bets', label: 'My bets', href: '/my-bets', icon: dot },
  { id: 'support', label: 'Live support', href: '?support=true', icon: dot },
];

const Logo = () => (
  <svg width="110" height="28" viewBox="0 0 110 28" role="img" aria-label="JC Sports">
    <rect width="28" height="28" rx="6" fill="currentColor" />
    <text x="36" y="20" fill="currentColor" fontSize="15" fontWeight="700">
      JC Sports
    </text>
  </svg>
);

function Page({
  currentPath,
  onSignIn,
}: {
  readonly currentPath: string;
  readonly onSignIn: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <AppLayout
        header={
          <Header
            logo={<Logo />}
            onSignIn={onSignIn}
            onRegister={onSignIn}
            onMenuClick={() => setMenuOpen(true)}
            menuOpen={menuOpen}
          />
        }
        sideNav={<SideNav items={NAV} currentPath={currentPath} />}
        bottomNav={<BottomNav items={BOTTOM} currentPath={currentPath} />}
        footer={<Footer brand="JC Sports" />}
      >
        <h1>Lottery</h1>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>Draw {i + 1}: numbers 03 12 18 27 33 41, special 07.</p>
        ))}
      </AppLayout>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu">
        <SideNav items={NAV} currentPath={currentPath} collapse="never" aria-label="Mobile menu" />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'UI/Layout/AppLayout',
  component: Page,
  args: { currentPath: '/lottery', onSignIn: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // The bottom navigation is a phone pattern: absent on desktop.
    await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
    // The first Tab reaches the skip link, which moves focus to the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navs = canvas.getAllByRole('navigation');
    // Only the bottom navigation: the side navigation moves into the drawer.
    await expect(navs).toHaveLength(1);
    const [bottomNav] = navs;
    if (!bottomNav) throw new Error('No bottom navigation');
    await expect(within(bottomNav).getAllByRole('link')).toHaveLength(5);
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    await expect(within(drawer).getByRole('link', { name: 'Lottery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveFocus();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Below 1200 px the side navigation is an icon rail.
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu' });
    await expect(nav.getBoundingClientRect().width).toBe(72);
  },
};
