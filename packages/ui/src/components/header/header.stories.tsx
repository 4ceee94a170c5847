import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, type HeaderProps } from './header';

const Logo = () => (
  <svg width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="JC Sports">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <text x="40" y="22" fill="currentColor" fontSize="16" fontWeight="700">
      JC Sports
    </text>
  </svg>
);

const CURRENCIES = [
  { value: 'USDT', label: 'USDT' },
  { value: 'BRL', label: 'BRL' },
  { value: 'INR', label: 'INR' },
];

function MemberHeader(
  props: Omit<HeaderProps, 'member'> & {
    readonly balance: number | string;
    readonly onCurrency: (c: string) => void;
    readonly onOpenWallet?: () => void;
  },
) {
  const { balance, onCurrency, onOpenWallet, ...rest } = props;
  const [currency, setCurrency] = useState('USDT');
  return (
    <Header
      {...rest}
      member={{
        balance,
        currency,
        currencies: CURRENCIES,
        onOpenWallet,
        onCurrencyChange: (next) => {
          setCurrency(next);
          onCurrency(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'UI/Layout/Header',
  component: Header,
  args: { logo: <Logo />, onSignIn: fn(), onRegister: fn(), onMenuClick: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'JC Sports' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    // The phone menu button is hidden on desktop.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

export const Member: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <MemberHeader {...args} balance={1234.5678} onCurrency={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two decimals, truncated: 1234.5678 shows as 1234.56, never 1234.57.
    await expect(canvas.getByText('1234.56')).toBeVisible();
    await expect(canvas.getByText('Balance')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
    const currency = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(currency, 'BRL');
    await expect(currency).toHaveValue('BRL');
  },
};

/** With a wallet, the balance is a button that opens it (its name keeps the visible words). */
export const MemberWithWallet: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <MemberHeader {...args} balance="150" onCurrency={fn()} onOpenWallet={args.onMenuClick} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const balance = canvas.getByRole('button', { name: /^Balance 150\.00\b.*open the wallet$/ });
    await expect(balance).toHaveTextContent('150.00');
    balance.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
  },
};

export const BalanceNotLoaded: Story = {
  render: (args) => <MemberHeader {...args} balance="" onCurrency={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const MobileVisitor: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MobileMember: Story = {
  args: { menuOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <MemberHeader {...args} balance="98765432.1" onCurrency={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('98765432.10')).toBeVisible();
  },
};
