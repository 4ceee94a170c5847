// The game loader (spec section 2: /game/play/{type}/{id} and /game-loader?gameId=; section 7:
// the launch sends the device payload and the frame's measured size, and embeds data.data).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { envelope, type RecordedRequest } from '../../../test/fake-api';
import { MEMBER_SESSION, renderApp } from '../../../test/harness';

const LAUNCH = 'POST /api/v1/games/launch/1001';
const PLAY_URL = 'http://127.0.0.1:9/play/session-1?game=1001';

const ANSWERS = {
  'GET /3rd-game/api/v1/pg/game_list': [
    { id: '1001', name: 'Fortune Tiger', pic: '', category: 'slots' },
  ],
  'GET /3rd-game/api/v1/winfinity/games/list': [
    { id: 'winfinity-2', name: 'Live Baccarat', pic: '', category: 'live' },
  ],
  [LAUNCH]: PLAY_URL,
};

interface LaunchBody {
  device: Record<string, unknown>;
  width: number;
  height: number;
}

const launches = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('game loader', () => {
  it('launches with the measured frame size and the device payload, then embeds the URL', async () => {
    await page.viewport(1280, 900);
    const { api } = await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: ANSWERS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fortune Tiger' })).toBeTruthy();
    const frame = await screen.findByTitle('Fortune Tiger (game)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(PLAY_URL);

    const [call, ...more] = launches(api.requests, '/api/v1/games/launch/1001');
    expect(more).toHaveLength(0);
    const body = call?.body as LaunchBody;
    const box = screen.getByTestId('game-frame-box');
    expect(body.width).toBe(box.offsetWidth);
    expect(body.height).toBe(box.offsetHeight);
    // Desktop: the frame fills the content area (not a sliver).
    expect(body.width).toBeGreaterThan(700);
    expect(body.height).toBeGreaterThanOrEqual(420);
    expect(body.device).toMatchObject({
      ip: '0.0.0.0',
      device: 'desktop',
      browser: 'Chrome',
      java_enabled: false,
      language: navigator.language,
      screen_width: window.screen.width,
      screen_height: window.screen.height,
      timezone_offset: new Date().getTimezoneOffset(),
    });
    expect(body.device.fingerprint).toMatch(/^[0-9a-f]{28}$/);
  });

  it('shows progress while launching', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: {
        ...ANSWERS,
        [LAUNCH]: () =>
          new Response(
            new ReadableStream({
              async start(controller) {
                await held;
                controller.enqueue(
                  new TextEncoder().encode(JSON.stringify({ code: 0, msg: 'ok', data: PLAY_URL })),
                );
                controller.close();
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    const progress = await screen.findByText('Starting Fortune Tiger…');
    expect(progress.closest('[role=status]')).not.toBeNull();
    expect(screen.queryByTitle('Fortune Tiger (game)')).toBeNull();
    release();
    expect(await screen.findByTitle('Fortune Tiger (game)')).toBeTruthy();
  });

  it("shows the server's message when the launch fails, and retries", async () => {
    const { api } = await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: { ...ANSWERS, [LAUNCH]: () => envelope(null, 1, 'Game is not active') },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The game could not be started' }),
    ).toBeTruthy();
    expect(within(alert).getByText('Game is not active')).toBeTruthy();
    expect(screen.queryByTitle('Fortune Tiger (game)')).toBeNull();

    api.answer(LAUNCH, PLAY_URL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Fortune Tiger (game)')).toBeTruthy();
    expect(launches(api.requests, '/api/v1/games/launch/1001')).toHaveLength(2);
  });

  it('closes back to the lobby on a desktop', async () => {
    const { router } = await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: ANSWERS,
    });
    await screen.findByTitle('Fortune Tiger (game)');
    await userEvent.click(screen.getByRole('link', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/pgGame'));
  });

  it('is a full-screen modal on a phone that Escape closes', async () => {
    await page.viewport(390, 844);
    const { api, router } = await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: ANSWERS,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger' });
    const frame = await within(dialog).findByTitle('Fortune Tiger (game)');
    expect(frame.getAttribute('src')).toBe(PLAY_URL);
    const body = launches(api.requests, '/api/v1/games/launch/1001')[0]?.body as LaunchBody;
    // Edge to edge: the whole width of the phone, all its height below the modal's header.
    const box = within(dialog).getByTestId('game-frame-box');
    expect(body.width).toBe(document.documentElement.clientWidth);
    expect(body.width).toBe(box.offsetWidth);
    expect(body.height).toBe(box.offsetHeight);
    expect(body.height).toBeGreaterThan(document.documentElement.clientHeight - 80);
    expect(body.device.fingerprint).toMatch(/^[0-9a-f]{28}$/);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/pgGame'));
    // The lobby's route code loads first; until it renders, the router keeps the loader on screen.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a live game from /game-loader and closes to /live-games', async () => {
    const { api, router } = await renderApp({
      path: '/game-loader?gameId=winfinity-2',
      stored: MEMBER_SESSION,
      answers: {
        ...ANSWERS,
        'POST /3rd-game/api/v1/winfinity/games/login/US/winfinity-2': 'http://127.0.0.1:9/play/l',
        'GET /api/v1/live_games': [],
      },
    });
    const frame = await screen.findByTitle('Live Baccarat (game)');
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:9/play/l');
    const call = api.requests.find((r) => r.path.includes('/winfinity/games/login/'));
    // The country comes from the browser's locale (en-US in the test browser).
    expect(call?.path).toBe('/3rd-game/api/v1/winfinity/games/login/US/winfinity-2');
    expect((call?.body as LaunchBody).width).toBeGreaterThan(700);
    await userEvent.click(screen.getByRole('link', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-games'));
  });

  it('never launches a game of a disabled provider', async () => {
    const { api } = await renderApp({
      path: '/game/play/pgGame/1001',
      stored: MEMBER_SESSION,
      answers: {
        ...ANSWERS,
        'GET /api/v1/games/availability': [22, 27, 28, 29].map((id) => ({
          game_id: id,
          status: id === 22 ? 2 : 1,
        })),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Game is not active' })).toBeTruthy();
    expect(launches(api.requests, '/api/v1/games/launch/1001')).toHaveLength(0);
  });

  it.each(['/game-loader', '/game/play/bingo/1'])('%s is not found', async (path) => {
    await renderApp({ path, stored: MEMBER_SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('asks a visitor to log in first (protected route)', async () => {
    const { api, router } = await renderApp({ path: '/game/play/pgGame/1001', answers: ANSWERS });
    expect(await screen.findByRole('dialog', { name: 'Log in to TestBet' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(launches(api.requests, '/api/v1/games/launch/1001')).toHaveLength(0);
  });
});
