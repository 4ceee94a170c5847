// A member's sports favorites and betting settings over HTTP (issue 15): starring and unstarring
// matches and leagues (idempotent, capped at MAX_SPORT_FAVORITES with a translated refusal, the
// cap holding under concurrent stars), the odds format and odds-change policy with their defaults,
// body validation, and visitors refused.
import { MAX_SPORT_FAVORITES } from '@bet/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Request } from './support/http-client.ts';
import { registerMember, type TestMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const FAVORITES = '/api/v1/member/sports/favorites';
const SETTINGS = '/api/v1/member/sports/settings';
let server: TestServer;
let request: Request;

interface Favorites {
  matches: string[];
  leagues: string[];
}
interface Settings {
  odds_format: string;
  odds_change: string;
}

const star = (m: TestMember, kind: string, id: string, on = true) =>
  request<Favorites>('POST', FAVORITES, { token: m.token, body: { kind, id, on } });
const favorites = (m: TestMember) => request<Favorites>('GET', FAVORITES, { token: m.token });
const settings = (m: TestMember) => request<Settings>('GET', SETTINGS, { token: m.token });
const save = (m: TestMember, body: unknown) =>
  request<Settings>('PUT', SETTINGS, { token: m.token, body });

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(() => server.close());

describe('favorites', () => {
  it('stars and unstars matches and leagues, each once', async () => {
    const member = await registerMember(request);
    expect((await favorites(member)).data).toEqual({ matches: [], leagues: [] });
    await star(member, 'match', '101');
    await star(member, 'match', '101');
    await star(member, 'league', 'Premier League');
    expect((await star(member, 'match', '102')).data).toEqual({
      matches: ['101', '102'],
      leagues: ['Premier League'],
    });
    expect((await star(member, 'match', '101', false)).data).toEqual({
      matches: ['102'],
      leagues: ['Premier League'],
    });
    expect((await star(member, 'match', '999', false)).data.matches).toEqual(['102']);
    expect((await favorites(member)).data).toEqual({
      matches: ['102'],
      leagues: ['Premier League'],
    });
    const other = await registerMember(request);
    expect((await favorites(other)).data).toEqual({ matches: [], leagues: [] });
  });

  it(`refuses a star past ${MAX_SPORT_FAVORITES}, in the member's language, even concurrently`, async () => {
    const member = await registerMember(request);
    const memberId = BigInt(member.uid);
    await server.services.db
      .insertInto('member_favorites')
      .values(
        Array.from({ length: MAX_SPORT_FAVORITES - 3 }, (_, i) => ({
          member_id: memberId,
          kind: 'match' as const,
          item: String(1000 + i),
        })),
      )
      .execute();
    const replies = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((league) => star(member, 'league', league)),
    );
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.code !== 0);
    expect(refused).toHaveLength(2);
    for (const reply of refused) {
      expect(reply.code).toBe(1);
      expect(reply.data).toEqual({ message_key: 'errors.tooManyFavorites' });
    }
    const full = (await favorites(member)).data;
    expect(full.matches.length + full.leagues.length).toBe(MAX_SPORT_FAVORITES);
    // Starring one already there, and unstarring, still work at the cap.
    expect((await star(member, 'match', '1000')).code).toBe(0);
    expect((await star(member, 'match', '1000', false)).code).toBe(0);
    expect((await star(member, 'league', 'z')).code).toBe(0);
  });

  it('validates the body and refuses visitors', async () => {
    const member = await registerMember(request);
    expect((await star(member, 'team', '1')).status).toBe(400);
    expect((await star(member, 'match', '  ')).status).toBe(400);
    expect((await star(member, 'match', 'x'.repeat(201))).status).toBe(400);
    expect(
      (await request('POST', FAVORITES, { token: member.token, body: { kind: 'match', id: '1' } }))
        .status,
    ).toBe(400);
    expect((await request('GET', FAVORITES)).status).toBe(401);
    expect(
      (await request('POST', FAVORITES, { body: { kind: 'match', id: '1', on: true } })).status,
    ).toBe(401);
  });
});

describe('betting settings', () => {
  it('defaults to decimal odds, always asking; saves and reads back', async () => {
    const member = await registerMember(request);
    expect((await settings(member)).data).toEqual({ odds_format: 'decimal', odds_change: 'ask' });
    expect((await save(member, { odds_format: 'american', odds_change: 'better' })).data).toEqual({
      odds_format: 'american',
      odds_change: 'better',
    });
    await save(member, { odds_format: 'fractional', odds_change: 'any' });
    expect((await settings(member)).data).toEqual({
      odds_format: 'fractional',
      odds_change: 'any',
    });
    const other = await registerMember(request);
    expect((await settings(other)).data).toEqual({ odds_format: 'decimal', odds_change: 'ask' });
  });

  it('validates the body and refuses visitors', async () => {
    const member = await registerMember(request);
    expect((await save(member, { odds_format: 'roman', odds_change: 'ask' })).status).toBe(400);
    expect((await save(member, { odds_format: 'malay', odds_change: 'never' })).status).toBe(400);
    expect((await save(member, { odds_format: 'malay' })).status).toBe(400);
    expect((await request('GET', SETTINGS)).status).toBe(401);
    expect(
      (await request('PUT', SETTINGS, { body: { odds_format: 'malay', odds_change: 'ask' } }))
        .status,
    ).toBe(401);
  });
});
