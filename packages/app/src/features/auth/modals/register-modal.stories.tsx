import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthModalOpener } from '../../../../test/storybook/auth-modal-opener';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../../test/storybook/app-story';
import { registerInviteCodeAtom } from '../auth-atoms';
import { RegisterModal } from './register-modal';

const meta = {
  title: 'App/Auth/Register modal',
  component: RegisterModal,
  ...appStory,
  tags: ['!autodocs'],
  render: () => <AuthModalOpener modal="register" />,
  parameters: {
    app: {
      answers: {
        'GET /api/v1/verify/reg/phone': { resend_after: 60 },
        'POST /api/v1/reg/phone': { token: 'new-token', fresh_token: 'r', uid: 42, role: 3 },
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a link with ?inviteCode=FRIEND9: the code is filled in and sent along. */
export const WithInviteCode: Story = {
  parameters: {
    app: {
      setup: ({ store }) => store.set(registerInviteCodeAtom, 'FRIEND9'),
    } satisfies AppStoryParameters,
  },
  play: async (context) => {
    const { brand, api, storage } = appOf(context);
    const dialog = within(await findDialog(`Create your ${brand.name} account`));
    await expect(dialog.getByRole('textbox', { name: /Referral code/ })).toHaveValue('FRIEND9');
    await userEvent.type(dialog.getByRole('textbox', { name: /Mobile number/ }), '11987654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    // The resend countdown of the answer's resend_after.
    await expect(await dialog.findByRole('button', { name: /Resend in/ })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(dialog.getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(storage.get('token')).toBe('new-token'));
    const call = api.requests.find((r) => r.path === '/api/v1/reg/phone');
    await expect(call?.body).toMatchObject({ invite_code: 'FRIEND9', code: '123456' });
  },
};

/** Every rule of the form, before anything is sent. */
export const Validation: Story = {
  play: async (context) => {
    const { brand, api } = appOf(context);
    const dialog = within(await findDialog(`Create your ${brand.name} account`));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(await dialog.findByText('Enter your mobile number')).toBeVisible();
    await expect(dialog.getByText('Enter the verification code')).toBeVisible();
    await expect(dialog.getByText('The password must have at least 8 characters')).toBeVisible();
    await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(api.requests.some((r) => r.path.startsWith('/api/v1/reg'))).toBe(false);
  },
};
