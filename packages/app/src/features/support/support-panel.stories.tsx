import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { httpError, never } from '../../../test/fake-api';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../test/storybook/app-story';
import { SupportPanel } from './support-panel';

const meta = {
  title: 'App/Support/Support panel',
  component: SupportPanel,
  ...appStory,
  tags: ['!autodocs'],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SupportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async () =>
  within(await screen.findByRole('complementary', { name: 'Live support' }));

/** A side panel beside the page on desktop; the live chat opens the chat panel in the app. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const { router } = appOf(context);
    const support = await panel();
    await expect(support.getByText('Choose how you want to reach our team.')).toBeVisible();
    await expect(await support.findByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/support',
    );
    const chat = support.getByRole('link', { name: 'Live chat' });
    await expect(chat.getAttribute('href')).toContain('chat=true');
    await userEvent.click(chat);
    await waitFor(() => expect(router.state.location.search).toBe('?chat=true'));
    await expect(await screen.findByTitle('Support chat')).toBeInTheDocument();
    await userEvent.click(support.getByRole('button', { name: 'Close' }));
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** A full-screen dialog on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = within(await findDialog('Live support'));
    await expect(await dialog.findByRole('link', { name: 'Live chat' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    app: { answers: { 'GET /api/v1/customer_service': never } } satisfies AppStoryParameters,
  },
  play: async () => {
    const support = await screen.findByRole('complementary', { name: 'Live support' });
    await expect(within(support).getByText('Choose how you want to reach our team.')).toBeVisible();
    await expect(support.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(support).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    app: { answers: { 'GET /api/v1/customer_service': [] } } satisfies AppStoryParameters,
  },
  play: async () => {
    const support = await panel();
    await expect(await support.findByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: { 'GET /api/v1/customer_service': () => httpError(400, 'Unavailable') },
    } satisfies AppStoryParameters,
  },
  play: async (context) => {
    const { api } = appOf(context);
    const support = await panel();
    await expect(await support.findByRole('alert')).toHaveTextContent(
      'The support channels could not be loaded.',
    );
    api.answer('GET /api/v1/customer_service', [
      { id: 2, name: 'Telegram', kind: 'telegram', url: 'https://t.me/support', icon: '' },
    ]);
    await userEvent.click(support.getByRole('button', { name: 'Retry' }));
    await expect(await support.findByRole('link', { name: 'Telegram' })).toBeVisible();
  },
};
