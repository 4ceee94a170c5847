import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Without a title the 'noData' chrome string names the region.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /no data/i })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /no data/i })).toBeVisible();
  },
};

export const WithTextAndAction: Story = {
  args: {
    title: 'No bets yet',
    text: 'Your settled bets will be listed here.',
    headingLevel: 3,
    action: <Button onClick={fn()}>Browse matches</Button>,
  },
};

/** Error state of a list: the action retries the request. */
const onRetry = fn();

export const ErrorWithRetry: Story = {
  args: {
    title: 'Failed to load matches',
    text: 'Check your connection and try again.',
    action: <Button onClick={onRetry}>Retry</Button>,
  },
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'There are no announcements for your region in the selected language at this moment',
    text: 'Announcements about maintenance windows, new games and promotions appear here as soon as the operator publishes them. Check back later or change the language in the settings to see announcements published in other languages.',
  },
};

export const WithoutIcon: Story = { args: { icon: null, title: 'Nothing here' } };

export const FullPageMobile: Story = {
  args: { fullPage: true, title: 'No private messages' },
  globals: { viewport: { value: 'mobile' } },
};
