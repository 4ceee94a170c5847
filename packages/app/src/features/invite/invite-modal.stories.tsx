import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { httpError } from '../../../test/fake-api';
import { appStory, findDialog, type AppStoryParameters } from '../../../test/storybook/app-story';
import { InviteModal } from './invite-modal';

const meta = {
  title: 'App/Invite/Invite modal',
  component: InviteModal,
  ...appStory,
  tags: ['!autodocs'],
  args: { onClose: fn() },
  parameters: { app: { session: 'member' } satisfies AppStoryParameters },
} satisfies Meta<typeof InviteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the QR of the registration link, the code, and the ways to share it. */
export const Member: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Invite friends'));
    await expect(await dialog.findByTestId('invite-code')).toHaveTextContent('INVITE7');
    await expect(dialog.getByRole('img', { name: 'Invite link' })).toBeVisible();
    const link = new URL(dialog.getByTestId('invite-link').textContent ?? '');
    await expect(link.pathname).toBe('/registration');
    await expect(link.searchParams.get('inviteCode')).toBe('INVITE7');
    const share = within(dialog.getByRole('group', { name: 'Share via' }));
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(link.href)}`,
    );
    // The nickname comes with the balance read, which may land after the invite code.
    await expect(await dialog.findByText('player01')).toBeVisible();
    // No code type for a member.
    await expect(dialog.queryByRole('combobox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** An agent chooses the code type (a brand flag): member or agent codes. */
export const Agent: Story = {
  parameters: { app: { session: 'agent' } satisfies AppStoryParameters },
  play: async () => {
    const dialog = within(await findDialog('Invite friends'));
    await expect(await dialog.findByTestId('invite-code')).toHaveTextContent('INVITE7');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Invite code type' }),
      'Agent',
    );
    await expect(await dialog.findByText('AGENT42')).toBeVisible();
  },
};

/** The same agent on a brand without the selector sees member codes only. */
export const AgentWithoutSelector: Story = {
  parameters: {
    app: {
      session: 'agent',
      brand: ({ flags }) => ({ flags: { ...flags, agentInviteSelector: false } }),
    } satisfies AppStoryParameters,
  },
  play: async () => {
    const dialog = within(await findDialog('Invite friends'));
    await expect(await dialog.findByTestId('invite-code')).toHaveTextContent('INVITE7');
    await expect(dialog.queryByRole('combobox')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    app: {
      answers: { 'GET /api/v1/member/invite_code': () => httpError(400, 'Unavailable') },
    } satisfies AppStoryParameters,
  },
  play: async () => {
    const dialog = within(await findDialog('Invite friends'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your invite code could not be loaded.',
    );
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
