import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const betTabs: TabItem[] = [
  { id: 'active', label: 'Active', content: <p>3 open bets</p> },
  { id: 'settled', label: 'Settled', content: <p>12 settled bets</p> },
  { id: 'cancelled', label: 'Cancelled', content: <p>No cancelled bets</p> },
];

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: { items: betTabs, 'aria-label': 'My bets', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [active, settled, cancelled] = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist', { name: 'My bets' })).toBeVisible();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Active' })).toHaveTextContent('3 open bets');
    // One tab stop: Tab lands on the selected tab, arrows move and select.
    await userEvent.tab();
    await expect(active).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(settled).toHaveFocus();
    await expect(settled).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('settled');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 settled bets');
    await userEvent.keyboard('{End}');
    await expect(cancelled).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(active).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cancelled).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(active).toHaveFocus();
    // Tab from the tab list goes to the panel, not to the next tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [active, settled] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(settled).toHaveFocus();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(settled).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('settled');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'mobile', label: 'Mobile', content: <p>Sign in with your mobile number</p> },
      { id: 'email', label: 'Email', content: <p>Email sign-in</p>, disabled: true },
      { id: 'quick', label: 'Quick login', content: <p>Quick login</p> },
    ],
    'aria-label': 'Sign-in method',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Quick login' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Email' })).toBeDisabled();
  },
};

export const Fitted: Story = {
  args: {
    fitted: true,
    items: [
      { id: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
      { id: 'email', label: 'Email', content: <p>Email form</p> },
    ],
    'aria-label': 'Sign-in method',
  },
  play: async ({ canvasElement }) => {
    const [mobile, email] = within(canvasElement).getAllByRole('tab');
    await expect(mobile?.getBoundingClientRect().width).toBeCloseTo(
      email?.getBoundingClientRect().width ?? 0,
      0,
    );
  },
};

export const LongLabelsMobile: Story = {
  args: {
    items: [
      { id: 'deposit', label: 'Deposit with card or bank transfer', content: <p>Deposit</p> },
      { id: 'withdraw', label: 'Withdraw to a saved account', content: <p>Withdraw</p> },
      { id: 'transfer', label: 'Transfer between wallets', content: <p>Transfer</p> },
      { id: 'history', label: 'Transaction history', content: <p>History</p> },
    ],
    'aria-label': 'Wallet',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    // The tab list scrolls sideways instead of squeezing the labels.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

export const ControlledValue: Story = {
  args: { value: 'settled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
