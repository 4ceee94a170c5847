import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  appOf,
  appStory,
  findDialog,
  type AppStoryParameters,
} from '../../test/storybook/app-story';
import { AppHeader } from './app-header';

const meta = {
  title: 'App/Shell/Header',
  component: AppHeader,
  ...appStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const { brand } = appOf(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: `${brand.name} home` })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByText('Balance')).toBeNull();
    // Sign in opens the login modal of the shell (dialogs render at the end of <body>).
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await findDialog(`Log in to ${brand.name}`);
  },
};

export const VisitorRegisters: Story = {
  play: async (context) => {
    const { brand } = appOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await findDialog(`Create your ${brand.name} account`);
  },
};

export const Member: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    app: {
      session: 'member',
      answers: {
        'GET /api/v1/member/balance': { score: '2500.759', currency: 'BRL', nickname: 'player01' },
        'PUT /api/v1/member/currency': { score: '481.06', currency: 'USDT', nickname: 'player01' },
      },
    } satisfies AppStoryParameters,
  },
  play: async (context) => {
    const { api } = appOf(context);
    const canvas = within(context.canvasElement);
    // The balance is truncated to two decimals, in the account's currency.
    await expect(await canvas.findByText('2500.75')).toBeVisible();
    const currency = await canvas.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveValue('BRL'));
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Changing the currency calls the unit change and shows its answer (once the list is in).
    await within(currency).findByRole('option', { name: 'USDT' });
    await userEvent.selectOptions(currency, 'USDT');
    await expect(await canvas.findByText('481.06')).toBeVisible();
    const change = api.requests.find((r) => r.path === '/api/v1/member/currency');
    await expect(change?.search.get('unit')).toBe('USDT');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { router, brand } = appOf(context);
    const canvas = within(context.canvasElement);
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    // The menu follows ?menu=true: the drawer opens over the page.
    await waitFor(() => expect(router.state.location.search).toBe('?menu=true'));
    await findDialog(brand.name);
  },
};
