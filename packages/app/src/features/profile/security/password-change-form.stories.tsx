import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { envelope } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { PasswordChangeForm } from './password-change-form';

const CHANGE = 'POST /api/v1/member/change_password';

const meta = {
  title: 'App/Profile/Password change form',
  component: PasswordChangeForm,
  ...appStory,
  args: { emailVerified: true, onVerifyEmail: fn() },
  parameters: {
    app: { session: 'member', answers: { [CHANGE]: null } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const findForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Change password' }));

/** Old, new (8+, a letter and a number) and a matching confirmation; then changed. */
export const ChangePassword: Story = {
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await submit();
    await expect(await form.findByText('Enter your current password')).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Old password/), 'Secret123');
    await userEvent.type(form.getByLabelText(/^New password/), 'lettersonly');
    await userEvent.type(form.getByLabelText(/^Repeat the new password/), 'lettersonly');
    await submit();
    await expect(
      await form.findByText('The password must contain at least one letter and one number'),
    ).toBeVisible();
    await userEvent.clear(form.getByLabelText(/^New password/));
    await userEvent.type(form.getByLabelText(/^New password/), 'Newpass123');
    await submit();
    await expect(await form.findByText('The passwords do not match')).toBeVisible();
    await userEvent.clear(form.getByLabelText(/^Repeat the new password/));
    await userEvent.type(form.getByLabelText(/^Repeat the new password/), 'Newpass123');
    await submit();
    await expect(await form.findByText('Password changed')).toBeVisible();
    await expect(
      appOf(context)
        .api.requests.filter((r) => r.path === '/api/v1/member/change_password')
        .map((r) => r.body),
    ).toEqual([
      { old_password: 'Secret123', new_password: 'Newpass123', confirm_password: 'Newpass123' },
    ]);
  },
};

/** A wrong old password, refused by the server in the member's language. */
export const WrongOldPassword: Story = {
  parameters: {
    app: {
      answers: {
        [CHANGE]: () =>
          envelope({ message_key: 'errors.oldPasswordWrong' }, 1, 'Old password is incorrect'),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await userEvent.type(form.getByLabelText(/^Old password/), 'Wrong1234');
    await userEvent.type(form.getByLabelText(/^New password/), 'Newpass123');
    await userEvent.type(form.getByLabelText(/^Repeat the new password/), 'Newpass123');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The old password is incorrect');
  },
};

/** No verified email: no form, a note and the way to verify it. */
export const EmailNotVerified: Story = {
  args: { emailVerified: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Verify your email before changing the password.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Change password' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    await expect(args.onVerifyEmail).toHaveBeenCalledOnce();
  },
};
