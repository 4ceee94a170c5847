import { afterEach, describe, expect, it } from 'vitest';
import { HEADER } from '../contract/headers';
import { homeBanners } from '../contract/home';
import { gamesLiveGames } from '../contract/games';
import { sportsMybetById } from '../contract/sports';
import { createHttpClient } from './http-client';
import { createMemoryTokenStore } from './token-store';
import { sendData, sendJson, startServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BANNER = { id: 1, url: 'https://example.com/app', kind: 0, src: '/b.png', alt: 'App' };

describe('createHttpClient: calling a descriptor directly', () => {
  it('requests a descriptor imported from its group module', async () => {
    server = await startServer((_req, res) => sendData(res, [BANNER]));
    const http = createHttpClient({
      baseUrl: server.url,
      tokens: createMemoryTokenStore(),
      language: () => 'en',
    });
    await expect(http.request(homeBanners)).resolves.toEqual([BANNER]);
    expect(server.requests[0]?.url.pathname).toBe('/api/v1/banner/list');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the brand set once in its options on every call, and no brand header without it', async () => {
    server = await startServer((_req, res) => sendData(res, [BANNER]));
    const branded = createHttpClient({
      baseUrl: server.url,
      tokens: createMemoryTokenStore(),
      language: () => 'bn',
      brand: 'bdbet',
    });
    await branded.request(homeBanners);
    await branded.request(homeBanners);
    const plain = createHttpClient({
      baseUrl: server.url,
      tokens: createMemoryTokenStore(),
      language: () => 'en',
    });
    await plain.request(homeBanners);
    expect(server.requests.map((request) => request.headers[HEADER.brand])).toEqual([
      'bdbet',
      'bdbet',
      undefined,
    ]);
  });

  it('validates and sends the query of the descriptor', async () => {
    server = await startServer((_req, res) =>
      sendData(res, [{ id: 1, gameId: 'g-1', name: 'Roulette', pic: '/r.png' }]),
    );
    const http = createHttpClient({
      baseUrl: server.url,
      tokens: createMemoryTokenStore(),
      language: () => 'pt',
    });
    const games = await http.request(gamesLiveGames, { query: { lang: 'pt' } });
    expect(games[0]?.gameId).toBe('g-1');
    expect(server.requests[0]?.url.searchParams.get('lang')).toBe('pt');
    // @ts-expect-error -- not a product language: the type refuses it, and so does the run-time check
    const bad = await http.safeRequest(gamesLiveGames, { query: { lang: 'xx' } });
    expect(bad.ok ? 'sent' : bad.error.kind).toBe('INVALID_INPUT');
  });

  it('safeRequest wraps a business error; a single bet with a non-zero code is null', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { code: 3, msg: 'gone', data: null }),
    );
    const http = createHttpClient({
      baseUrl: server.url,
      tokens: createMemoryTokenStore(),
      language: () => 'pt',
    });
    const result = await http.safeRequest(homeBanners);
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'BUSINESS_ERROR',
      code: 3,
      msg: 'gone',
    });
    await expect(
      http.request(sportsMybetById, { params: { game: 'soccer', id: 'X' } }),
    ).resolves.toBeNull();
  });
});
