import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { httpError, never } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { Component as PrivateMessagesPage } from './private-messages-route';

const MESSAGES = {
  list: [
    {
      id: 1,
      title: 'Welcome aboard',
      content: 'Your first deposit is doubled this week.',
      create_at: '2026-01-02T10:00:00.000Z',
      read: false,
    },
    {
      id: 2,
      title: 'Withdrawal sent',
      content: 'Your withdrawal of 50 USDT is on its way.',
      create_at: '2026-01-01T09:00:00.000Z',
      read: true,
    },
  ],
  total: 2,
};

const meta = {
  title: 'App/Pages/Private messages',
  component: PrivateMessagesPage,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      session: 'member',
      path: '/private-messages',
      answers: {
        'GET /api/v1/notice/private': MESSAGES,
        'POST /api/v1/messagesync': { unread: 0 },
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof PrivateMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening an unread message shows it and marks it read on the server. */
export const List: Story = {
  play: async (context) => {
    const { api } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Private messages' }),
    ).toBeVisible();
    const unread = await canvas.findByRole('button', { name: /Welcome aboard/ });
    await expect(unread).toHaveTextContent('Unread');
    await expect(unread).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Your first deposit is doubled this week.')).not.toBeVisible();
    await userEvent.click(unread);
    await expect(unread).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Your first deposit is doubled this week.')).toBeVisible();
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/v1/messagesync')?.body).toEqual({
        ids: [1],
      }),
    );
    // A read message is not marked again.
    await userEvent.click(canvas.getByRole('button', { name: /Withdrawal sent/ }));
    await expect(api.requests.filter((r) => r.path === '/api/v1/messagesync')).toHaveLength(1);
  },
};

export const Empty: Story = {
  parameters: {
    app: {
      answers: { 'GET /api/v1/notice/private': { list: [], total: 0 } },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No messages yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    app: { answers: { 'GET /api/v1/notice/private': never } } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: { 'GET /api/v1/notice/private': () => httpError(400, 'Unavailable') },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load private messages');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
