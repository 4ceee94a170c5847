import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import type { NavEntry } from './nav-entry';
import { SideNav } from './side-nav';

const icon = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={d} />
  </svg>
);

const ITEMS: NavEntry[] = [
  { id: 'home', label: 'Home', href: '/', icon: icon('M3 11l9-8 9 8v10H3z') },
  {
    id: 'lottery',
    label: 'Lottery',
    href: '/lottery',
    icon: icon('M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18'),
  },
  {
    id: 'live',
    label: 'Live games',
    href: '/live-games',
    icon: icon('M4 6h16v12H4zM10 9l5 3-5 3z'),
  },
  {
    id: 'results',
    label: 'Results',
    icon: icon('M5 3h14v18H5zM9 8h6M9 12h6M9 16h4'),
    children: [
      { id: 'r-soccer', label: 'Soccer', href: '/results/soccer' },
      { id: 'r-basketball', label: 'Basketball', href: '/results/basketball' },
      { id: 'r-bd', label: 'Beidan (single-match pool)', href: '/results/bd' },
    ],
  },
  {
    id: 'how',
    label: 'How to play',
    icon: icon('M12 17h.01M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6'),
    children: [],
  },
  {
    id: 'promotions',
    label: 'Promotions',
    href: '/promotions',
    icon: icon('M20 12v9H4v-9M2 7h20v5H2zM12 22V7'),
  },
];

const meta = {
  title: 'UI/Layout/SideNav',
  component: SideNav,
  args: { items: ITEMS, currentPath: '/lottery' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu' });
    const lottery = within(nav).getByRole('link', { name: 'Lottery' });
    await expect(lottery).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    // Disclosure: the menu button shows and hides its links, by mouse and by keyboard.
    const results = within(nav).getByRole('button', { name: 'Results' });
    await expect(results).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Soccer' })).toBeNull();
    await userEvent.click(results);
    await expect(results).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Soccer' })).toHaveAttribute(
      'href',
      '/results/soccer',
    );
    await userEvent.keyboard('{Enter}');
    await expect(results).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(results).toHaveAttribute('aria-expanded', 'true');
    // Tab moves from the menu button into its links.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Soccer' })).toHaveFocus();
  },
};

export const ActiveChild: Story = {
  args: { currentPath: '/results/basketball' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    // The menu holding the current page starts open.
    await expect(within(nav).getByRole('button', { name: 'Results' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Basketball' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'How to play' }));
    await expect(within(nav).getByText('Coming soon')).toBeVisible();
  },
};

export const IconRailBelow1200: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBe(72);
    // Labels are hidden visually only: links keep their names.
    await expect(within(nav).getByRole('link', { name: 'Live games' })).toBeVisible();
  },
};

export const AlwaysCollapsed: Story = {
  args: { collapse: 'always' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation').getBoundingClientRect().width).toBe(
      72,
    );
  },
};

export const NeverCollapsed: Story = {
  args: { collapse: 'never' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation').getBoundingClientRect().width).toBe(
      240,
    );
  },
};

/** In a drawer or any container: full width, natural height, no rail border. */
export const Panel: Story = {
  args: { variant: 'panel', collapse: 'never' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBe(320);
  },
};

export const WithToggle: Story = {
  args: {
    toggle: (
      <div role="group" aria-label="Section">
        <Button size="sm" aria-pressed="true">
          Sports
        </Button>{' '}
        <Button size="sm" variant="ghost" aria-pressed="false">
          Games
        </Button>
      </div>
    ),
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'a', label: 'Mark six: Hong Kong, Macau and the galloping draws', href: '/lottery' },
      {
        id: 'b',
        label: 'Private messages from the operator and support team',
        href: '/private-messages',
      },
    ],
  },
};

export const Empty: Story = {
  args: { items: [] },
};
