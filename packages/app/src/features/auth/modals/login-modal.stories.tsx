import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AuthModalOpener } from '../../../../test/storybook/auth-modal-opener';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../../../test/storybook/app-story';
import { LoginModal } from './login-modal';

const SESSION = { token: 'new-token', fresh_token: 'new-refresh', uid: 42, role: 3 };

const meta = {
  title: 'App/Auth/Login modal',
  component: LoginModal,
  ...appStory,
  // A modal covers the page: one per docs page would stack them.
  tags: ['!autodocs'],
  render: () => <AuthModalOpener modal="login" />,
  parameters: {
    app: { answers: { 'POST /api/v1/sign_in/': SESSION } } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openLogin = async (brandName: string) => within(await findDialog(`Log in to ${brandName}`));

/** Sending the empty form names every missing field and sends nothing. */
export const Validation: Story = {
  play: async (context) => {
    const { brand, api } = appOf(context);
    const dialog = await openLogin(brand.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByText('Enter your mobile number')).toBeVisible();
    await expect(dialog.getByText('Enter a password')).toBeVisible();
    await expect(dialog.getByText('You must be 18 or older to register')).toBeVisible();
    await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(api.requests.some((r) => r.path.startsWith('/api/v1/sign'))).toBe(false);
  },
};

/** Mobile and email tabs; quick login swaps the password for a one-time code. */
export const Tabs: Story = {
  play: async (context) => {
    const { brand } = appOf(context);
    const dialog = await openLogin(brand.name);
    const mobileTab = dialog.getByRole('tab', { name: 'Mobile' });
    await expect(mobileTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Email' }));
    const email = dialog.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByText('Enter a valid email address')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Quick login' }));
    await expect(dialog.getByRole('textbox', { name: /Verification code/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send code' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Log in with password' }));
    await expect(dialog.getByLabelText(/^Password/)).toBeVisible();
  },
};

/** A good sign-in stores the session, closes the modal and says so. */
export const SignsIn: Story = {
  play: async (context) => {
    const { brand, api, storage } = appOf(context);
    const dialog = await openLogin(brand.name);
    await userEvent.click(dialog.getByRole('tab', { name: 'Email' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email address/ }), 'player@bet.test');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(dialog.getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = api.requests.find((r) => r.path === '/api/v1/sign_in/');
    await expect(call?.body).toEqual({ account: 'player@bet.test', password: 'Secret123' });
    await expect(storage.get('token')).toBe('new-token');
    await expect(await screen.findByText('Logged in successfully')).toBeVisible();
  },
};

/** The server's refusal is shown in the form. */
export const Refused: Story = {
  parameters: {
    app: {
      answers: {
        'POST /api/v1/sign_in/': () =>
          new Response(JSON.stringify({ code: 1, msg: 'Wrong account or password', data: null })),
      },
    } satisfies AppStoryParameters,
  },
  play: async (context) => {
    const { brand } = appOf(context);
    const dialog = await openLogin(brand.name);
    await userEvent.type(dialog.getByRole('textbox', { name: /Mobile number/ }), '11987654321');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Wrong1234');
    await userEvent.click(dialog.getByRole('checkbox', { name: /18 years/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Wrong account or password');
  },
};

/** The modal's links move to the register and forgot-password modals. */
export const MovesOn: Story = {
  play: async (context) => {
    const { brand } = appOf(context);
    const dialog = await openLogin(brand.name);
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    await findDialog('Reset password');
    await expect(screen.queryByRole('dialog', { name: `Log in to ${brand.name}` })).toBeNull();
  },
};
