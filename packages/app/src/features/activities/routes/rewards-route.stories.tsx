import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { envelope, type RecordedRequest } from '../../../../test/fake-api';
import { appOf, appStory, type AppStoryParameters } from '../../../../test/storybook/app-story';
import { storyImage } from '../../../../test/storybook/story-images';
import { Component as RewardsScreen } from './rewards-route';

const CHECK_IN = '/activities/api/v1/benefit/check_in';
const REWARDS = ['0.1', '0.2', '0.3', '0.5', '0.8', '1', '2'];

/** Day 3 of the cycle: two days claimed, today's open (or claimed), four ahead. */
function days(claimedToday: boolean) {
  return REWARDS.map((reward, index) => ({
    day: index + 1,
    date: `2026-12-${String(index + 1).padStart(2, '0')}`,
    reward,
    currency: 'USDT',
    claimed: index < 2 || (index === 2 && claimedToday),
    claimable: index === 2 && !claimedToday,
  }));
}

const JOINED = [
  {
    id: 20,
    title: 'Welcome bonus',
    pic: storyImage('Welcome bonus', '#b45309'),
    joined_at: '2026-11-20T10:00:00.000Z',
  },
];

/** The server's side: one claim a day, a second refused with its reason. */
function checkInServer() {
  let claimed = false;
  return {
    [`GET ${CHECK_IN}`]: () => days(claimed),
    [`POST ${CHECK_IN}`]: () => {
      if (claimed)
        return envelope({ message_key: 'errors.alreadyCheckedIn' }, 1, 'Already checked in today');
      claimed = true;
      return { reward: '0.3', currency: 'USDT', balance: '1000.8' };
    },
  };
}

const meta = {
  title: 'App/Pages/Profile/Rewards',
  component: RewardsScreen,
  ...appStory,
  parameters: {
    layout: 'fullscreen',
    app: {
      page: true,
      session: 'member',
      path: '/profile/rewards',
      answers: { 'GET /api/v1/ad/joined': JOINED },
    } satisfies AppStoryParameters,
  },
} satisfies Meta<typeof RewardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === CHECK_IN);

/** Today's reward claimed: a toast, the day marked claimed, the balance read again. */
export const Claim: Story = {
  parameters: { app: { answers: checkInServer() } satisfies AppStoryParameters },
  play: async (context) => {
    const { api } = appOf(context);
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Daily check-in' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(await canvas.findByText('Checked in today. Come back tomorrow.')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Claimed');
    await expect(posts(api.requests)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute(
      'href',
      '/promotions/20',
    );
  },
};

/** Claimed in another tab meanwhile: the refusal in the member's language, the list read again. */
export const AlreadyClaimed: Story = {
  parameters: {
    app: {
      answers: {
        [`GET ${CHECK_IN}`]: days(false),
        [`POST ${CHECK_IN}`]: envelope(
          { message_key: 'errors.alreadyCheckedIn' },
          1,
          'Already checked in today',
        ),
      },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have already checked in today',
    );
  },
};

/** Checked in today already, and no promotion joined yet. */
export const DoneNoPromotions: Story = {
  parameters: {
    app: {
      answers: { [`GET ${CHECK_IN}`]: days(true), 'GET /api/v1/ad/joined': [] },
    } satisfies AppStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checked in today. Come back tomorrow.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check in' })).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'See promotions' })).toBeVisible();
  },
};
