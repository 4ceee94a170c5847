// Bad input for every contract endpoint this server mounts: each junk value that the endpoint's
// own schema refuses must get a 4xx with the envelope, never a 500, and change nothing.
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import { buildPath } from '@bet/api/contract/endpoint';
import { ENDPOINT_LIST } from '@bet/api/contract/endpoints';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditLedger, ledgerTotal } from '../src/ledger/ledger.ts';
import { allRoutes } from '../src/routes.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import {
  deposit,
  prepareForWithdrawal,
  registerMember,
  type TestMember,
} from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
let member: TestMember;

const HUGE = 'x'.repeat(70_000);
const JUNK_VALUES: unknown[] = [
  null,
  true,
  12345,
  -1,
  1.5,
  0.1 + 0.2,
  'NaN',
  'Infinity',
  '-5',
  '0',
  '1e309',
  '0.0000001',
  '',
  ' ',
  'x'.repeat(5000),
  {},
  [],
  [1, 2],
];
const JUNK_QUERY = ['abc', '-1', '1.5', 'NaN', '', '%00', 'x'.repeat(3000), '99999999999999999999'];

const TABLES = [
  'members',
  'sessions',
  'journal_entries',
  'postings',
  'idempotency_keys',
  'recharge_orders',
  'withdrawals',
  'bank_information',
  'check_ins',
  'promotion_members',
  'chat_messages',
  'notices',
  'bets',
  'bet_matches',
  'provider_bets',
  'game_sessions',
] as const;

async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await sql<{ n: bigint }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.services.db,
    );
    counts[table] = Number(result.rows[0]?.n ?? -1);
  }
  const balances = await sql<{
    s: string;
  }>`select coalesce(string_agg(balance::text, ',' order by id), '') as s from ledger_accounts`.execute(
    server.services.db,
  );
  counts['balances'] = balances.rows[0]?.s.length ?? -1;
  return counts;
}

function shapeOf(schema: z.ZodType | undefined): string[] {
  const def = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (def) return Object.keys(def);
  // A refined object (z.object(...).refine(...)) keeps its shape on the inner schema.
  const inner = (schema as { def?: { in?: z.ZodType; schema?: z.ZodType } } | undefined)?.def;
  return inner?.in ? shapeOf(inner.in) : inner?.schema ? shapeOf(inner.schema) : [];
}

function junkBodies(
  endpoint: EndpointDescriptor,
): { label: string; raw?: string; body?: unknown }[] {
  const keys = shapeOf(endpoint.body);
  const cases: { label: string; raw?: string; body?: unknown }[] = [
    { label: 'no body', raw: '' },
    { label: 'malformed JSON', raw: '{"a":' },
    { label: 'array', body: [] },
    { label: 'null', raw: 'null' },
    { label: 'string', body: 'text' },
    { label: 'huge', body: { [keys[0] ?? 'x']: HUGE } },
  ];
  for (const key of keys)
    for (const value of JUNK_VALUES)
      cases.push({
        label: `${key}=${JSON.stringify(value)?.slice(0, 20)}`,
        body: { [key]: value },
      });
  return cases.filter((c) => c.raw !== undefined || !endpoint.body?.safeParse(c.body).success);
}

function junkQueries(endpoint: EndpointDescriptor): string[] {
  return shapeOf(endpoint.query).flatMap((key) =>
    JUNK_QUERY.filter((value) => !endpoint.query?.safeParse({ [key]: value }).success).map(
      (value) => `${key}=${encodeURIComponent(value)}`,
    ),
  );
}

function pathOf(endpoint: EndpointDescriptor): string {
  const params = Object.fromEntries(
    Object.keys(endpoint.params?.shape ?? {}).map((key) => [key, 'ABCDEF12']),
  );
  return buildPath(endpoint, params);
}

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
  member = await registerMember(request);
  await prepareForWithdrawal(request, member);
  await deposit(request, member, '100', server.url);
});
afterAll(() => server.close());

const endpoints = allRoutes().map((route) => route.endpoint);

describe('bad input never reaches a handler', () => {
  it('mounts every endpoint of the contract', () => {
    const expected = ENDPOINT_LIST.map((endpoint) => endpoint.id).sort();
    expect(endpoints.map((endpoint) => endpoint.id).sort()).toEqual(expected);
  });

  it.each(endpoints.filter((e) => e.body !== undefined).map((e) => [e.id, e] as const))(
    '%s: junk bodies get a 4xx and change nothing',
    async (_id, endpoint) => {
      const before = await snapshot();
      for (const junk of junkBodies(endpoint)) {
        const reply = await request(endpoint.method, pathOf(endpoint), {
          token: member.token,
          idempotencyKey: newKey(),
          headers: { secret: 'a'.repeat(64), time: String(Math.floor(Date.now() / 1000)) },
          ...(junk.raw === undefined ? { body: junk.body } : { rawBody: junk.raw }),
        });
        expect([reply.status, junk.label]).toEqual([
          expect.toSatisfy((s: number) => s >= 400 && s < 500),
          junk.label,
        ]);
        expect(reply.data).toBeNull();
        expect(typeof reply.msg).toBe('string');
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(endpoints.filter((e) => e.query !== undefined).map((e) => [e.id, e] as const))(
    '%s: junk queries get a 4xx',
    async (_id, endpoint) => {
      const before = await snapshot();
      for (const query of junkQueries(endpoint)) {
        const reply = await request(endpoint.method, `${pathOf(endpoint)}?${query}`, {
          token: member.token,
          idempotencyKey: newKey(),
        });
        expect([reply.status, query.slice(0, 40)]).toEqual([
          expect.toSatisfy((s: number) => s >= 400 && s < 500),
          query.slice(0, 40),
        ]);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('every member endpoint answers 401 without a token', async () => {
    for (const endpoint of endpoints.filter((e) => e.auth === 'member')) {
      const reply = await request(endpoint.method, pathOf(endpoint), {
        idempotencyKey: newKey(),
        body: endpoint.body ? {} : undefined,
      });
      expect([endpoint.id, reply.status, reply.code]).toEqual([endpoint.id, 401, 401]);
    }
  });

  it('leaves the ledger balanced and consistent', async () => {
    expect(await auditLedger(server.services.db)).toEqual([]);
    expect(await ledgerTotal(server.services.db)).toBe(0n);
  });
});
