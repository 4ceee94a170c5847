import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { envelope, type RecordedRequest } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { BindEmailForm } from './bind-email-form';

const otpFailed = () =>
  envelope({ message_key: 'errors.otpFailed' }, 1, 'OTP failed, close and retry');

const meta = {
  title: 'App/Profile/Bind email form',
  component: BindEmailForm,
  ...appStory,
  parameters: {
    app: {
      session: 'member',
      answers: {
        'GET /api/v1/verify/email': { resend_after: 60 },
        // A wrong code first, then the right one.
        'PUT /api/v1/member/email': (request: RecordedRequest) =>
          (request.body as { code: string }).code === '123456' ? null : otpFailed(),
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof BindEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send the code (resend waits, counting down), a wrong code refused, the right one binds. */
export const BindWithCode: Story = {
  play: async (context) => {
    const form = within(
      await within(context.canvasElement).findByRole('form', { name: 'Link email' }),
    );
    const send = form.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    await expect(await form.findByText('Enter your email address')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'new@bet.test');
    await userEvent.click(send);
    const resend = await form.findByRole('button', { name: /^Resend in (60|59) s$/ });
    await expect(resend).toBeDisabled();
    const sent = appOf(context).api.requests.find((r) => r.path === '/api/v1/verify/email');
    await expect(Object.fromEntries(sent?.search ?? [])).toEqual({
      email: 'new@bet.test',
      kind: '1',
    });
    const code = form.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '000000');
    await userEvent.click(form.getByRole('button', { name: 'Link email' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Verification failed, close this window and try again',
    );
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(form.getByRole('button', { name: 'Link email' }));
    await expect(await form.findByText('Email linked')).toBeVisible();
  },
};

/** The member's own verified email: the server refuses the code, in the member's language. */
export const AlreadyVerified: Story = {
  parameters: {
    app: {
      answers: {
        'GET /api/v1/verify/email': () =>
          envelope({ message_key: 'errors.emailAlreadyVerified' }, 1, 'Email already verified'),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Link email' }));
    await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'player01@bet.test');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'This email is already verified',
    );
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};
