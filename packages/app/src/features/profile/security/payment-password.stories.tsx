import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { PaymentPasswordForm } from '../forms/payment-password-form';
import { ResetPaymentPasswordForm } from './reset-payment-password-form';

const meta = {
  title: 'App/Profile/Payment password',
  component: ResetPaymentPasswordForm,
  ...appStory,
  args: { email: 'player01@bet.test' },
  parameters: {
    app: {
      session: 'member',
      answers: {
        'GET /api/v1/verify/email': { resend_after: 60 },
        'PUT /api/v1/member/bank_password': null,
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof ResetPaymentPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodies = (context: Parameters<NonNullable<Story['play']>>[0]) =>
  appOf(context)
    .api.requests.filter((r) => r.path === '/api/v1/member/bank_password')
    .map((r) => r.body);

/** Setting it: exactly 6 digits (letters refused), typed twice. */
export const SetPaymentPassword: Story = {
  render: () => <PaymentPasswordForm />,
  play: async (context) => {
    const form = within(
      await within(context.canvasElement).findByRole('form', { name: 'Set payment password' }),
    );
    const password = form.getByLabelText(/^Payment password/);
    const confirm = form.getByLabelText(/^Repeat the payment password/);
    const submit = () =>
      userEvent.click(form.getByRole('button', { name: 'Set payment password' }));
    await userEvent.type(password, '12345a');
    await submit();
    await expect(
      await form.findByText('The payment password must be exactly 6 digits'),
    ).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, '246810');
    await userEvent.type(confirm, '246811');
    await submit();
    await expect(await form.findByText('The passwords do not match')).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '246810');
    await submit();
    await waitFor(() => expect(bodies(context)).toEqual([{ bank_password: '246810' }]));
  },
};

/** Resetting it: a code sent to the verified email, then the new 6 digits twice. */
export const ResetWithEmailCode: Story = {
  play: async (context) => {
    const form = within(
      await within(context.canvasElement).findByRole('form', { name: 'Reset payment password' }),
    );
    await expect(form.getByText('The code is sent to player01@bet.test.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: /^Resend in/ })).toBeDisabled();
    const sent = appOf(context).api.requests.find((r) => r.path === '/api/v1/verify/email');
    await expect(Object.fromEntries(sent?.search ?? [])).toEqual({
      email: 'player01@bet.test',
      kind: '3',
    });
    await userEvent.type(form.getByRole('textbox', { name: /Verification code/ }), '654321');
    await userEvent.type(form.getByLabelText(/^New payment password/), '135790');
    await userEvent.type(form.getByLabelText(/^Repeat the payment password/), '135790');
    await userEvent.click(form.getByRole('button', { name: 'Reset payment password' }));
    await expect(await form.findByText('Payment password saved')).toBeVisible();
    await expect(bodies(context)).toEqual([{ code: '654321', bank_password: '135790' }]);
  },
};
