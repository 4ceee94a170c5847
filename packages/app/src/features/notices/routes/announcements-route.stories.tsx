import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { httpError, never } from '../../../../test/fake-api';
import { appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { Component as AnnouncementsPage } from './announcements-route';

const NOTICES = {
  list: [
    {
      id: 5,
      title: 'New payment method',
      content: 'PIX deposits now arrive in seconds.',
      create_at: '2026-03-02T10:00:00.000Z',
    },
  ],
  total: 1,
};

const meta = {
  title: 'App/Pages/Announcements',
  component: AnnouncementsPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      path: '/announcements',
      answers: { 'GET /api/v1/notice/public': NOTICES },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof AnnouncementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The announcements, then the public notices with their date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(await canvas.findByText('Maintenance on Sunday')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'New payment method' }),
    ).toBeVisible();
    const date = canvas.getByText((_, element) => element?.tagName === 'TIME');
    await expect(date).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
    await expect(await within(date).findByText(/2026/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    app: {
      answers: {
        'GET /api/v1/announcement/list': [],
        'GET /api/v1/notice/public': { list: [], total: 0 },
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 2, name: 'No data' })).toHaveLength(
      2,
    );
  },
};

export const Loading: Story = {
  parameters: {
    app: {
      answers: { 'GET /api/v1/announcement/list': never, 'GET /api/v1/notice/public': never },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: {
        'GET /api/v1/announcement/list': () => httpError(400, 'Unavailable'),
        'GET /api/v1/notice/public': () => httpError(400, 'Unavailable'),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('Failed to load announcements');
    await expect(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
  },
};
