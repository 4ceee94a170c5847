// Issue 14, rewards and VIP: today's check-in claimed once (the header's balance read again, the
// list showing the day claimed), a claim refused because another tab claimed first (the member's
// language, the list read again, no balance read), the promotions joined, the Join button, and
// the VIP progress from the levels and the member's deposits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, type RecordedRequest } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';
import { openSocket, stubWebSocket } from '../../../test/fake-web-socket';

const CHECK_IN = '/activities/api/v1/benefit/check_in';

const REWARDS = ['0.1', '0.2', '0.3', '0.5', '0.8', '1', '2'];

function days(claimedToday: boolean) {
  return REWARDS.map((reward, index) => ({
    day: index + 1,
    date: `2026-12-${String(1 + index).padStart(2, '0')}`,
    reward,
    currency: 'USDT',
    claimed: index === 0 && claimedToday,
    claimable: index === 0 && !claimedToday,
  }));
}

const count = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path).length;

const WELCOME = {
  id: 20,
  title: 'Welcome bonus',
  pic: '/p.svg',
  joined_at: '2026-11-20T10:00:00.000Z',
};
const JOINED = [WELCOME];

async function openRewards(claimedOnServer: { value: boolean }, refuse = false) {
  const app = await renderApp({
    path: '/profile/rewards',
    stored: MEMBER_SESSION,
    answers: {
      [`GET ${CHECK_IN}`]: () => days(claimedOnServer.value),
      [`POST ${CHECK_IN}`]: () => {
        if (refuse || claimedOnServer.value)
          return envelope(
            { message_key: 'errors.alreadyCheckedIn' },
            1,
            'Already checked in today',
          );
        claimedOnServer.value = true;
        return { reward: '0.1', currency: 'USDT', balance: '1000.6' };
      },
      'GET /api/v1/ad/joined': JOINED,
    },
  });
  const list = await screen.findByRole('list', { name: 'Daily check-in' });
  return { ...app, list };
}

describe('daily check-in', () => {
  it("claims today's reward once: the balance and the list are read again", async () => {
    const { api, list } = await openRewards({ value: false });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Today');
    const balanceReads = count(api.requests, 'GET', '/api/v1/member/balance');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('0.10 USDT added to your balance')).toBeTruthy();
    expect(await screen.findByText('Checked in today. Come back tomorrow.')).toBeTruthy();
    await waitFor(() =>
      expect(count(api.requests, 'GET', '/api/v1/member/balance')).toBeGreaterThan(balanceReads),
    );
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('Claimed');
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(count(api.requests, 'POST', CHECK_IN)).toBe(1);
    const claim = api.requests.find((r) => r.method === 'POST' && r.path === CHECK_IN);
    expect(claim?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says "already checked in" when another tab claimed first, and shows the day claimed', async () => {
    const server = { value: false };
    const { api } = await openRewards(server);
    server.value = true; // claimed elsewhere since the list was read
    const balanceReads = count(api.requests, 'GET', '/api/v1/member/balance');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already checked in today',
    );
    expect(await screen.findByText('Checked in today. Come back tomorrow.')).toBeTruthy();
    expect(count(api.requests, 'GET', '/api/v1/member/balance')).toBe(balanceReads);
  });

  it('lists the promotions joined, each linking to its page', async () => {
    await openRewards({ value: true });
    const joined = await screen.findByRole('list', { name: 'Promotions joined' });
    expect(within(joined).getByRole('link', { name: 'Welcome bonus' })).toHaveProperty(
      'pathname',
      '/promotions/20',
    );
  });

  it('offers the promotions when none is joined', async () => {
    await renderApp({
      path: '/profile/rewards',
      stored: MEMBER_SESSION,
      answers: { [`GET ${CHECK_IN}`]: days(true), 'GET /api/v1/ad/joined': [] },
    });
    expect(await screen.findByText('You have not joined any promotion yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See promotions' })).toBeTruthy();
  });
});

describe('joining a promotion', () => {
  const PROMOTION = {
    id: 20,
    title: 'Welcome bonus',
    pic: '/p.svg',
    content: '<p>Deposit 100</p>',
    url: null,
    start_at: null,
    end_at: null,
  };

  it('joins once; the button then says Joined', async () => {
    const joined: typeof JOINED = [];
    const { api } = await renderApp({
      path: '/promotions/20',
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/ad': [PROMOTION],
        'GET /api/v1/ad/joined': () => joined,
        'POST /api/v1/ad/join': () => {
          joined.push(WELCOME);
          return null;
        },
      },
    });
    const join = await screen.findByRole('button', { name: 'Join' });
    await waitFor(() => expect(count(api.requests, 'GET', '/api/v1/ad/joined')).toBe(1));
    await waitFor(() => expect(join.getAttribute('aria-busy')).not.toBe('true'));
    await userEvent.click(join);
    const done = await screen.findByRole('button', { name: 'Joined' });
    expect(done).toHaveProperty('disabled', true);
    expect(api.requests.find((r) => r.path === '/api/v1/ad/join')?.body).toEqual({ id: 20 });
  });

  it('asks a visitor to log in first', async () => {
    const { api } = await renderApp({
      path: '/promotions/20',
      answers: { 'GET /api/v1/ad': [PROMOTION] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    expect(count(api.requests, 'GET', '/api/v1/ad/joined')).toBe(0);
  });
});

describe('VIP club', () => {
  const LEVELS = [
    ['bronze', '0'],
    ['silver', '1000'],
    ['gold', '5000'],
  ].map(([name, recharge], index) => ({
    level: index + 1,
    name,
    img: `/static/vip/${name}.svg`,
    recharge,
    benefits: [{ kind: 'dailyWithdrawals', value: String(index + 1) }],
  }));

  it('shows the level, what is still to deposit and the bar, and every level', async () => {
    await renderApp({
      path: '/profile/vip',
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/vip': LEVELS,
        'GET /api/v1/member/vip': {
          deposited: '150',
          level: 1,
          next_level: 2,
          remaining: '850',
          percent: 15,
        },
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Deposit 850.00 USDT more to reach Silver')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Bronze' })).toBeTruthy();
    const levels = screen.getByRole('list', { name: 'Levels' });
    expect(within(levels).getAllByRole('listitem', { current: true })).toHaveLength(1);
    expect(within(levels).getByText('3 withdrawals a day')).toBeTruthy();
    expect(within(levels).getByText('From 5000.00 USDT deposited')).toBeTruthy();
  });

  it('reads the standing again when a deposit settles (the RECHARGE push)', async () => {
    stubWebSocket();
    let deposited = 150;
    await renderApp({
      path: '/profile/vip',
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/vip': LEVELS,
        'GET /api/v1/member/vip': () => ({
          deposited: String(deposited),
          level: 1,
          next_level: 2,
          remaining: String(1000 - deposited),
          percent: deposited / 10,
        }),
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('15');
    const socket = await openSocket();
    deposited = 300;
    socket.push({ notifyType: 'RECHARGE', balance: '1150.5', currency: 'USDT' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(screen.getByText('Deposit 700.00 USDT more to reach Silver')).toBeTruthy();
  });
});
