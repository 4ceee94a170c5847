import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { envelope } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { BindMobileForm } from './bind-mobile-form';

const meta = {
  title: 'App/Profile/Bind mobile form',
  component: BindMobileForm,
  ...appStory,
  parameters: {
    app: {
      session: 'member',
      answers: {
        'GET /api/v1/verify/phone': { resend_after: 60 },
        'PUT /api/v1/member/phone': null,
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof BindMobileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const findForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Link mobile number' }));

/** A Brazilian mobile with its dial code: the code goes to it, then the binding is sent. */
export const BindWithCode: Story = {
  play: async (context) => {
    const form = await findForm(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByText('Enter your mobile number')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Mobile/ }), '11987654321');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: /^Resend in/ })).toBeDisabled();
    const requests = appOf(context).api.requests;
    const sent = requests.find((r) => r.path === '/api/v1/verify/phone');
    await expect(Object.fromEntries(sent?.search ?? [])).toEqual({
      phone: '11987654321',
      area: '55',
      kind: '1',
    });
    await userEvent.type(form.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Link mobile number' }));
    await expect(await form.findByText('Mobile number linked')).toBeVisible();
    await expect(requests.find((r) => r.path === '/api/v1/member/phone')?.body).toEqual({
      phone: '11987654321',
      area_code: 55,
      code: '123456',
    });
  },
};

/** A number of another account: "change failed", in the member's language. */
export const ChangeFailed: Story = {
  parameters: {
    app: {
      answers: {
        'PUT /api/v1/member/phone': () =>
          envelope({ message_key: 'errors.mobileChangeFailed' }, 1, 'Mobile change failed'),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const form = await findForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Mobile/ }), '11987654321');
    await userEvent.type(form.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Link mobile number' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to change the mobile number',
    );
  },
};
