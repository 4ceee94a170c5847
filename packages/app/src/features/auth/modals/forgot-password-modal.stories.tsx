import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AuthModalOpener } from '../../../../test/storybook/auth-modal-opener';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../../test/storybook/app-story';
import { ForgotPasswordModal } from './forgot-password-modal';

const meta = {
  title: 'App/Auth/Forgot password',
  component: ForgotPasswordModal,
  ...appStory,
  tags: ['!autodocs'],
  render: () => <AuthModalOpener modal="forgot" />,
  parameters: {
    app: {
      answers: {
        'GET /api/v1/verify/email': { resend_after: 60 },
        'POST /api/v1/forget/email': null,
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email step, then code and new password (twice); the login modal follows. */
export const ChangesPassword: Story = {
  play: async (context) => {
    const { brand, api } = appOf(context);
    const dialog = within(await findDialog('Reset password'));
    await expect(dialog.getByText('Enter your email and we will send you a code.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(await dialog.findByText('Enter your email address')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email address/ }), 'player@bet.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(await screen.findByText('A verification code has been sent')).toBeVisible();
    await expect(
      await dialog.findByText('Enter the code we sent and your new password.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'Secret123');
    await userEvent.type(dialog.getByLabelText(/^Confirm password/), 'Secret124');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('The passwords do not match')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Confirm password/));
    await userEvent.type(dialog.getByLabelText(/^Confirm password/), 'Secret123');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await findDialog(`Log in to ${brand.name}`);
    await expect(await screen.findByText('Your password has been changed')).toBeVisible();
    const call = api.requests.find((r) => r.path === '/api/v1/forget/email');
    await expect(call?.body).toEqual({
      email: 'player@bet.test',
      code: '123456',
      password: 'Secret123',
    });
  },
};
