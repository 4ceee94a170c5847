import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, type FooterGroup, type FooterLogo } from './footer';

/** Inline SVG logos, so stories need no network. */
function badge(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="${color}"/><text x="60" y="25" font-size="13" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const GROUPS: FooterGroup[] = [
  {
    id: 'support',
    title: 'Support',
    links: [
      { label: 'Live chat', href: '/chat' },
      { label: 'Announcements', href: '/announcements' },
      { label: 'Invite friends', href: '?invite=true' },
      { label: 'Profile', href: '/profile' },
    ],
  },
  {
    id: 'games',
    title: 'Games',
    links: [
      { label: 'PG games', href: '/pggamelist' },
      { label: 'TaDa games', href: '/game/tadaGame' },
    ],
  },
  {
    id: 'sports',
    title: 'Sports',
    links: [
      { label: 'Soccer', href: '/sport/soccer' },
      { label: 'Basketball', href: '/sport/basketball' },
      { label: 'Beidan (single-match pool)', href: '/sport/bd' },
    ],
  },
];

const SPONSORS: FooterLogo[] = [
  {
    src: badge('Club A', '#1d4ed8'),
    alt: 'Club A, official sponsor',
    href: 'https://example.com/a',
  },
  { src: badge('Club B', '#047857'), alt: 'Club B, official sponsor' },
];

const RESPONSIBILITY: FooterLogo[] = [
  { src: badge('18+', '#b91c1c'), alt: 'Adults only, 18 and over', href: '/profile/safety' },
  { src: badge('GamCare', '#6d28d9'), alt: 'GamCare responsible gambling' },
];

const meta = {
  title: 'UI/Layout/Footer',
  component: Footer,
  args: {
    brand: 'JC Sports',
    groups: GROUPS,
    community: [
      { label: 'Telegram', href: 'https://t.me/example' },
      { label: 'Instagram', href: 'https://instagram.com/example' },
    ],
    communityLabel: 'Community',
    sponsors: SPONSORS,
    sponsorsLabel: 'Sponsorships',
    responsibility: RESPONSIBILITY,
    responsibilityLabel: 'Responsible gaming',
    text: (
      <p>Gambling can be addictive. Play responsibly and only with money you can afford to lose.</p>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: 'Sports' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Soccer' })).toHaveAttribute(
      'href',
      '/sport/soccer',
    );
    const telegram = within(footer).getByRole('link', { name: 'Telegram' });
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(footer).getByRole('list', { name: 'Responsible gaming' })).toBeVisible();
    await expect(within(footer).getByAltText('Adults only, 18 and over')).toBeVisible();
    // An app path opens in the app (the safer-play tools), not in a new tab.
    const saferPlay = within(footer).getByRole('link', { name: 'Adults only, 18 and over' });
    await expect(saferPlay).toHaveAttribute('href', '/profile/safety');
    await expect(saferPlay).not.toHaveAttribute('target');
    await expect(within(footer).getByText('Copyright © 2024 JC Sports')).toBeVisible();
  },
};

export const YearAsProp: Story = {
  args: { year: 2026, brand: 'BD Sports' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Copyright © 2026 BD Sports')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Minimal: Story = {
  args: {
    groups: [],
    community: [],
    sponsors: [],
    responsibility: [],
    text: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    text: (
      <>
        <p>
          This website is operated under licence. Players must be of legal age in their country of
          residence. Bets are accepted only from registered members who have verified their
          identity, email and mobile number.
        </p>
        <p>
          Withdrawals are processed to accounts in the member&apos;s own name. The operator may ask
          for additional documents at any time in line with its anti-money-laundering policy.
        </p>
      </>
    ),
  },
};
