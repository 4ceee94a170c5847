import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnnouncementMarquee } from './announcement-marquee';

const ITEMS = [
  'Scheduled maintenance on Sunday from 02:00 to 04:00 (UTC-3).',
  'New: ten-car racing draws every five minutes.',
  'Deposit with PIX and get your bonus instantly.',
];

const meta = {
  title: 'UI/Content/AnnouncementMarquee',
  component: AnnouncementMarquee,
  args: { items: ITEMS },
} satisfies Meta<typeof AnnouncementMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('ul')?.parentElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /announcements/i });
    // Screen readers get one real list; the scrolling copy is hidden from them.
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(ITEMS);
    await expect(canvasElement.querySelector('[data-copy]')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await userEvent.hover(region);
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.unhover(region);
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.tab();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
  },
};

export const CustomLabel: Story = { args: { label: 'Notices' } };

export const LongText: Story = {
  args: {
    items: [
      'Important: from 1 March, withdrawals above 10,000 BRL require identity verification with a document photo and a selfie; verification usually completes within one hour during business days.',
      ...ITEMS,
    ],
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: ['', '  '] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
