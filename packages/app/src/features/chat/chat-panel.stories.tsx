import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { httpError } from '../../../test/fake-api';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../test/storybook/app-story';
import { ChatPanel } from './chat-panel';

/** The operator's chat page, here a local placeholder naming the token it was opened with. */
function chatPage(token: string): string {
  const html = `<!doctype html><html lang="en"><title>Chat</title><p>Chat for ${token}</p></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

const meta = {
  title: 'App/Support/Chat panel',
  component: ChatPanel,
  ...appStory,
  tags: ['!autodocs'],
  args: { open: true, onClose: fn() },
  parameters: {
    app: {
      answers: {
        'POST /otherChat/otherChatToken/getNonLoginToken': {
          token: 'guest-chat',
          chat_id: 'guest-1',
          url: chatPage('guest-chat'),
        },
        'POST /otherChat/otherChatToken/getChatToken': {
          token: 'member-chat',
          chat_id: 'member-1',
          url: chatPage('member-chat'),
        },
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's chat (guest token, its chat id kept for next time) in a side panel. */
export const Visitor: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const { storage, api } = appOf(context);
    const panel = within(await screen.findByRole('complementary', { name: 'Chat' }));
    await expect(await panel.findByTitle('Support chat')).toHaveAttribute(
      'src',
      expect.stringContaining('guest-chat'),
    );
    await waitFor(() => expect(storage.get('nonLoginOtherChatID')).toBe('guest-1'));
    const call = api.requests.find((r) => r.path.endsWith('/getNonLoginToken'));
    await expect(call?.headers.get('secret')).toMatch(/^[0-9a-f]{64}$/);
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await expect(context.args.onClose).toHaveBeenCalled();
  },
};

/** A member's chat, full screen on a phone. */
export const MemberMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { app: { session: 'member' } satisfies AppStoryParameters },
  play: async () => {
    const dialog = within(await findDialog('Chat'));
    await expect(await dialog.findByTitle('Support chat')).toHaveAttribute(
      'src',
      expect.stringContaining('member-chat'),
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: {
        'POST /otherChat/otherChatToken/getNonLoginToken': () => httpError(400, 'Unavailable'),
      },
    } satisfies AppStoryParameters,
  },
  play: async () => {
    const panel = within(await screen.findByRole('complementary', { name: 'Chat' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'The chat could not be opened.',
    );
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
