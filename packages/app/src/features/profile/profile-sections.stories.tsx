import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../../test/storybook/app-story';
import { MEMBER_INFO } from '../../../test/wallet-answers';
import { Component as InfoSection } from './info/info-section';
import { Component as SecuritySection } from './security/security-section';

/** A member who signed up by mobile: no email, no real name, no payment password yet. */
const NEW_MEMBER = {
  ...MEMBER_INFO,
  email: null,
  email_verified: false,
  mobile: '11987654321',
  area_code: 55,
  phone_verified: true,
  real_name: null,
  has_bank_password: false,
};

const member = (info: object): AppStoryParameters => ({
  session: 'member',
  page: true,
  answers: { 'GET /api/v1/member/info': info },
});

const meta = {
  title: 'App/Profile/Sections',
  component: InfoSection,
  ...appStory,
  parameters: { app: member(MEMBER_INFO) },
} satisfies Meta<typeof InfoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's data with badges and the referral code's copy button; the real name is set. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByLabelText('Personal information'));
    await expect(list.getByText('player01@bet.test')).toBeVisible();
    await expect(list.getByText('Verified')).toBeVisible();
    await expect(list.getByText('Not verified')).toBeVisible();
    await expect(list.getByText('Ana Lima')).toBeVisible();
    await expect(list.getByText('USDT')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Copy code' })).toBeVisible();
    // Set once: no form for it any more.
    await expect(canvas.queryByRole('form', { name: 'Real name' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Change nickname' })).toBeVisible();
  },
};

/** A new member: the real name still to set, once. */
export const InfoWithoutRealName: Story = {
  parameters: { app: member(NEW_MEMBER) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Real name' })).toBeVisible();
    // No real name, no email.
    await expect(canvas.getAllByText('Not set')).toHaveLength(2);
    await expect(canvas.getByText('+55 11987654321')).toBeVisible();
  },
};

/** No verified email: the password change leads to the email binding; the payment password is set. */
export const SecurityBeforeEmail: Story = {
  render: () => <SecuritySection />,
  parameters: { app: member(NEW_MEMBER) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify email' }));
    const bind = within(canvas.getByRole('form', { name: 'Link email' }));
    await expect(bind.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(canvas.queryByRole('form', { name: 'Change password' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Set payment password' })).toBeVisible();
  },
};

/** A verified email and a payment password: the change form, and the reset by emailed code. */
export const SecurityVerified: Story = {
  render: () => <SecuritySection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reset payment password' })).toBeVisible();
    await expect(canvas.getByText('The code is sent to player01@bet.test.')).toBeVisible();
  },
};
