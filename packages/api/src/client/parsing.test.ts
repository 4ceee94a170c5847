import { afterEach, describe, expect, it } from 'vitest';
import { ApiBusinessError, ApiParsingError } from './errors';
import { MEMBER, makeClient, rejection } from './test-client';
import { sendData, sendJson, startServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BET = {
  bet_id: 'B1',
  status: 16,
  multiple: 1,
  bets: 1,
  total_price: '10',
  total_currency: 'USDT',
  bonus: '18.5',
  bonus_currency: 'USDT',
  extra_bonus: '0',
  extra_bonus_currency: 'USDT',
  currency: 'USDT',
  create_at: '2025-03-01T12:00:00Z',
  combinations: [
    {
      result: { bonus: '18.5', extra_bonus: '0' },
      legs: [
        {
          match_id: 9,
          kind: 'wl',
          name: 'w',
          odds: '1.85',
          league_name: 'Série A',
          home_name: 'Home',
          away_name: 'Away',
          home_score: 2,
          away_score: 1,
        },
      ],
    },
  ],
};

describe('answers that are not what the contract says', () => {
  it('malformed JSON is a PARSING_ERROR', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":');
    });
    const { api } = makeClient(server.url);
    const error = await rejection(api.profile.info());
    expect(error).toBeInstanceOf(ApiParsingError);
    expect(error).toMatchObject({ kind: 'PARSING_ERROR', messageKey: 'errors.parsingError' });
  });

  it('JSON that is not an envelope is a PARSING_ERROR', async () => {
    server = await startServer((_req, res) => sendJson(res, 200, MEMBER));
    const { api } = makeClient(server.url);
    await expect(api.profile.info()).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });

  it('data that fails the schema is a PARSING_ERROR naming the field', async () => {
    server = await startServer((_req, res) => sendData(res, { ...MEMBER, role: 'admin' }));
    const { api } = makeClient(server.url);
    const error = await rejection(api.profile.info());
    expect(error).toBeInstanceOf(ApiParsingError);
    expect((error as ApiParsingError).issues.map((i) => i.path.join('.'))).toContain('role');
  });

  it('a float artefact amount is refused, an exact number is normalised to a string', async () => {
    const scores = [12.5, 0.1 + 0.2];
    server = await startServer((_req, res) =>
      sendData(res, { score: scores.shift(), currency: 'usdt', nickname: 'n' }),
    );
    const { api } = makeClient(server.url);
    await expect(api.wallet.balance()).resolves.toEqual({
      score: '12.5',
      currency: 'USDT',
      nickname: 'n',
    });
    await expect(api.wallet.balance()).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });

  it('a non-zero code is a BUSINESS_ERROR with the code and msg', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { code: 1, msg: 'Currency not supported', data: null }),
    );
    const { api } = makeClient(server.url);
    const error = await rejection(api.wallet.setCurrency({ query: { unit: 'brl' } }));
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(error).toMatchObject({ kind: 'BUSINESS_ERROR', code: 1, msg: 'Currency not supported' });
    expect(server.requests[0]?.url.searchParams.get('unit')).toBe('BRL');
    expect(error).toMatchObject({ data: null });
  });

  it('keeps the data a business error carries (the new odds of a refused bet)', async () => {
    const changes = [{ index: 0, odds: '1.85', match_id: 7 }];
    server = await startServer((_req, res) =>
      sendJson(res, 200, { code: 1, msg: 'Odds changed', data: { changes } }),
    );
    const { api } = makeClient(server.url);
    const error = await rejection(api.wallet.setCurrency({ query: { unit: 'brl' } }));
    expect(error).toMatchObject({ kind: 'BUSINESS_ERROR', msg: 'Odds changed', data: { changes } });
  });

  it('a single bet with a non-zero code yields null, not an error', async () => {
    server = await startServer((req, res) =>
      req.url.pathname.endsWith('/B1')
        ? sendData(res, BET)
        : sendJson(res, 200, { code: 404, msg: 'no bet', data: null }),
    );
    const { api } = makeClient(server.url);
    await expect(
      api.sports.mybetById({ params: { game: 'soccer', id: 'B1' } }),
    ).resolves.toMatchObject({ bet_id: 'B1' });
    await expect(
      api.sports.mybetById({ params: { game: 'soccer', id: 'B2' } }),
    ).resolves.toBeNull();
    expect(server.requests[1]?.url.pathname).toBe('/sports/api/v1/soccer/mybet/B2');
  });

  it('an HTTP error without a body falls back to the message key', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(404).end();
    });
    const { api } = makeClient(server.url);
    await expect(api.call('profile.vipLevels')).rejects.toMatchObject({
      status: 404,
      msg: null,
      messageKey: 'errors.pageNotWorking',
    });
  });

  it('reports every failure on request-error', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 200, { code: 7, msg: 'closed', data: null }),
    );
    const { api, seen } = makeClient(server.url);
    await rejection(api.call('profile.vipLevels'));
    expect(seen['request-error']).toHaveLength(1);
    expect(seen['request-error'][0]).toMatchObject({
      endpointId: 'profile.vipLevels',
      error: { kind: 'BUSINESS_ERROR', code: 7 },
    });
  });
});
