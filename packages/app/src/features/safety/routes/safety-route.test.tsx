// The safer-play page in the real shell (issue 14): members only, its strings loaded with the
// route, and a saved limit read back from the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../../test/harness';
import { SAFER_PLAY_PATH } from '../index';

type Settings = { limits: { period: string; amount: string | null; remaining: string | null }[] };
const NONE = DEFAULT_ANSWERS['GET /api/v1/member/safety'] as Settings;

describe('safer play page', () => {
  it('asks a visitor to sign in', async () => {
    await renderApp({ path: SAFER_PLAY_PATH });
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeTruthy();
  });

  it('saves a 24-hour limit and shows it as the server answers it', async () => {
    let settings: Settings = NONE;
    const { api } = await renderApp({
      path: SAFER_PLAY_PATH,
      stored: MEMBER_SESSION,
      answers: {
        'GET /api/v1/member/safety': () => settings,
        'POST /api/v1/member/safety/deposit_limit': () => {
          settings = {
            ...NONE,
            limits: NONE.limits.map((l) =>
              l.period === 'day' ? { ...l, amount: '200', remaining: '200' } : l,
            ),
          };
          return settings;
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Safer play', level: 1 })).toBeTruthy();
    const day = await screen.findByRole('form', { name: '24 hours deposit limit' });
    await userEvent.type(within(day).getByRole('textbox', { name: /New limit/ }), '200');
    await userEvent.click(within(day).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Limit: 200.000000 USDT')).toBeTruthy();
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.path === '/api/v1/member/safety/deposit_limit'),
      ).toHaveLength(1),
    );
  });
});
