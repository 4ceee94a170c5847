import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { storyImage } from '../../../../test/storybook/story-images';
import { Component as VipScreen } from './vip-route';

const NAMES = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
const THRESHOLDS = ['0', '1000', '5000', '20000', '100000'];
const COLORS = ['#92400e', '#64748b', '#b45309', '#0e7490', '#7c3aed'];

const LEVELS = NAMES.map((name, index) => ({
  level: index + 1,
  name,
  img: storyImage(name, COLORS[index] ?? '#333333'),
  recharge: THRESHOLDS[index] ?? '0',
  benefits: [
    ...(index > 0 ? [{ kind: 'rebate', value: String(index * 0.2) }] : []),
    { kind: 'dailyWithdrawals', value: String(index + 1) },
    ...(index === 4 ? [{ kind: 'accountManager', value: '' }] : []),
  ],
}));

const standing = (deposited: string, level: number, remaining: string, percent: number) => ({
  deposited,
  level,
  next_level: level < 5 ? level + 1 : null,
  remaining,
  percent,
});

const meta = {
  title: 'App/Pages/Profile/VIP club',
  component: VipScreen,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      session: 'member',
      path: '/profile/vip',
      answers: {
        'GET /api/v1/vip': LEVELS,
        'GET /api/v1/member/vip': standing('150', 1, '850', 15),
      },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof VipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a first deposit of 150: 850 still to deposit to Silver, the bar at 15 %. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Progress to Silver' });
    await expect(bar).toHaveAttribute('aria-valuenow', '15');
    await expect(canvas.getByText('Deposit 850.00 USDT more to reach Silver')).toBeVisible();
    await expect(canvas.getByText('Deposited: 150.00 USDT')).toBeVisible();
    const levels = canvas.getByRole('list', { name: 'Levels' });
    await expect(within(levels).getByText('Personal account manager')).toBeVisible();
  },
};

/** The top level: no bar, a word of congratulation. */
export const TopLevel: Story = {
  parameters: {
    app: {
      answers: { 'GET /api/v1/member/vip': standing('120000', 5, '0', 100) },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have reached the highest level')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
