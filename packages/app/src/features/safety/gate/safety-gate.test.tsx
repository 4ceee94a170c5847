// The shell's safer-play gate (issue 14): the reality check shows only for a member with an
// interval, when the server's clock says it is due; it asks again on focus; "Keep playing"
// acknowledges and "Log out" leaves; a member under a time-out sees its end after sign-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, type RecordedRequest } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';
import { STORED_KEYS } from '../../../lib/storage/stored-keys';

const SETTINGS = DEFAULT_ANSWERS['GET /api/v1/member/safety'] as Record<string, unknown>;
const SESSION_PATH = '/api/v1/member/safety/session';
const START = '2026-11-27T10:00:00.000Z';

function session(minutesLater: number, interval: number | null = 15) {
  const now = new Date(Date.parse(START) + minutesLater * 60_000).toISOString();
  return {
    started_at: START,
    now,
    currency: 'USDT',
    stakes: '120.5',
    returns: '80',
    net: '-40.5',
    reality_check_minutes: interval,
    next_check_at: interval === null ? null : '2026-11-27T10:15:00.000Z',
  };
}

const sessionReads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === SESSION_PATH).length;

function member(answers: Record<string, unknown>) {
  return renderApp({ stored: MEMBER_SESSION, answers });
}

describe('safety gate', () => {
  it('never asks about the session for a member without an interval', async () => {
    const { api } = await member({ [`GET ${SESSION_PATH}`]: session(16) });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/v1/member/safety')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sessionReads(api.requests)).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });

  it('shows nothing before the check is due, then the dialog once a focus finds it due', async () => {
    let minutes = 10;
    const { api } = await member({
      'GET /api/v1/member/safety': { ...SETTINGS, reality_check_minutes: 15 },
      [`GET ${SESSION_PATH}`]: () => session(minutes),
    });
    await waitFor(() => expect(sessionReads(api.requests)).toBe(1));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    minutes = 16;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have played for 16 minutes.')).toBeTruthy();
    expect(within(dialog).getByText('120.500000 USDT')).toBeTruthy();
    expect(within(dialog).getByText('-40.500000 USDT')).toBeTruthy();
  });

  it('"Keep playing" acknowledges and closes; a new session is not due', async () => {
    let due = true;
    const { api } = await member({
      'GET /api/v1/member/safety': { ...SETTINGS, reality_check_minutes: 15 },
      [`GET ${SESSION_PATH}`]: () =>
        due ? session(16) : { ...session(16), started_at: session(16).now },
      [`POST ${SESSION_PATH}/acknowledge`]: () => {
        due = false;
        return { ...session(16), started_at: session(16).now };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(api.requests.filter((r) => r.path === `${SESSION_PATH}/acknowledge`)).toHaveLength(1);
  });

  it('"Log out" ends the session', async () => {
    const { api } = await member({
      'GET /api/v1/member/safety': { ...SETTINGS, reality_check_minutes: 15 },
      [`GET ${SESSION_PATH}`]: session(16),
      'POST /api/v1/sign_out': null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/v1/sign_out')).toBe(
      true,
    );
  });

  it('tells a member who signs in under a time-out when it ends', async () => {
    const { storage } = await renderApp({
      answers: {
        'GET /api/v1/member/safety': { ...SETTINGS, time_out_until: '2099-01-02T12:00:00.000Z' },
      },
    });
    // The page runs for a visitor; signing in stores the session (as the login form does).
    await screen.findByRole('button', { name: 'Sign in' });
    for (const key of STORED_KEYS) {
      const value = MEMBER_SESSION[key];
      if (value !== undefined) await act(() => storage.set(key, value));
    }
    const notice = await screen.findByRole('dialog', { name: 'Time-out' });
    expect(within(notice).getByText(/You are on a time-out until .*2099/)).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Time-out' })).toBeNull());
  });

  it('gives a session restored on load no notice (a reload is not a sign-in)', async () => {
    const { api } = await member({
      'GET /api/v1/member/safety': { ...SETTINGS, time_out_until: '2099-01-02T12:00:00.000Z' },
    });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/v1/member/safety')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Time-out' })).toBeNull();
  });
});
