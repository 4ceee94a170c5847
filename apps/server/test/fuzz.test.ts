// Bad input for every endpoint of the contract (issue 17): each field of each request's body,
// query, path and headers gets a table of junk (support/fuzz-cases.ts: wrong types, empty values,
// control characters, 100 KB strings, unicode edge cases, odd numbers), and the bodies come
// malformed, too large, of another content type, with duplicated and unknown keys. Every answer is
// below 500 and carries the envelope and nosniff; what the contract refuses gets a 4xx and
// changes nothing; the ledger stays balanced. Each endpoint runs as a fresh member with money.
import { buildPath, type EndpointDescriptor } from '@bet/api/contract/endpoint';
import { ENDPOINT_LIST } from '@bet/api/contract/endpoints';
import { sampleRequests } from '@bet/api/contract/test-requests';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, ledgerTotal } from '../src/ledger/ledger.ts';
import { allRoutes } from '../src/routes.ts';
import { fuzzCases, type FuzzCase } from './support/fuzz-cases.ts';
import { client, newKey, type Request } from './support/http-client.ts';
import { deposit, prepareForWithdrawal, registerMember } from './support/members.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let request: Request;
const started = performance.now();
let sent = 0;

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

/** Row counts of the tables a call could write, and every account's balance. */
async function snapshot(): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await sql<{ n: bigint }>`select count(*) as n from ${sql.table(table)}`.execute(
      server.services.db,
    );
    counts[table] = String(result.rows[0]?.n ?? -1);
  }
  const balances = await sql<{
    s: string;
  }>`select coalesce(string_agg(balance::text, ',' order by id), '') as s from ledger_accounts`.execute(
    server.services.db,
  );
  counts['balances'] = balances.rows[0]?.s ?? '';
  return counts;
}

interface Answer {
  status: number;
  json: unknown;
  nosniff: string | null;
}

async function send(endpoint: EndpointDescriptor, junk: FuzzCase, token: string): Promise<Answer> {
  sent += 1;
  const headers: Record<string, string> = {
    ...junk.headers,
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': newKey(),
  };
  if (junk.body !== undefined && typeof junk.body === 'string' && junk.contentType)
    headers['Content-Type'] = junk.contentType;
  const response = await fetch(`${server.url}${junk.path}${junk.query ? `?${junk.query}` : ''}`, {
    method: endpoint.method,
    headers,
    ...(junk.body === undefined || endpoint.method === 'GET' ? {} : { body: junk.body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: jsonOrText(text),
    nosniff: response.headers.get('x-content-type-options'),
  };
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 200);
  }
}

/** The answer's status is what the case expects, and it is an envelope. */
function check(junk: FuzzCase, answer: Answer): void {
  const envelope = answer.json as { code?: unknown; msg?: unknown; data?: unknown };
  const summary = [junk.label, answer.status, JSON.stringify(answer.json).slice(0, 160)];
  expect(answer.status, summary.join(' ')).toBeLessThan(500);
  if (junk.expect === 'refused') {
    expect(answer.status, summary.join(' ')).toBeGreaterThanOrEqual(400);
    expect(envelope.data, summary.join(' ')).toBeNull();
  } else if (typeof junk.expect === 'number') {
    expect(answer.status, summary.join(' ')).toBe(junk.expect);
  }
  expect(typeof envelope.code, summary.join(' ')).toBe('number');
  expect(typeof envelope.msg, summary.join(' ')).toBe('string');
  expect(envelope, summary.join(' ')).toHaveProperty('data');
  expect(answer.nosniff, summary.join(' ')).toBe('nosniff');
}

/** A member with a payment password, a real name and 100 USDT. */
async function freshMember(): Promise<string> {
  const member = await registerMember(request);
  await prepareForWithdrawal(request, member);
  await deposit(request, member, '100', server.url);
  return member.token;
}

beforeAll(async () => {
  server = await startTestServer();
  request = client(server.url);
});
afterAll(async () => {
  await server.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`fuzz: ${sent} requests to ${ENDPOINT_LIST.length} endpoints in ${seconds} s`);
});

const endpoints = allRoutes().map((route) => route.endpoint);

describe('bad input never gets a 500', () => {
  it('mounts every endpoint of the contract', () => {
    const expected = ENDPOINT_LIST.map((endpoint) => endpoint.id).sort();
    expect(endpoints.map((endpoint) => endpoint.id).sort()).toEqual(expected);
  });

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s',
    async (_id, endpoint) => {
      const token = await freshMember();
      const cases = fuzzCases(endpoint);
      const refusals = cases.filter((junk) => junk.expect !== 'below500');
      const before = await snapshot();
      for (const junk of refusals) check(junk, await send(endpoint, junk, token));
      // What the contract refuses changes nothing.
      expect(await snapshot()).toEqual(before);
      for (const junk of cases.filter((c) => c.expect === 'below500'))
        check(junk, await send(endpoint, junk, token));
      expect(await auditLedger(server.services.db)).toEqual([]);
      expect(await ledgerTotal(server.services.db)).toBe(0n);
      // No key of a body reached an object's prototype.
      expect(Object.prototype).not.toHaveProperty('polluted');
    },
  );

  it('every member endpoint answers 401 without a token', async () => {
    for (const endpoint of endpoints.filter((e) => e.auth === 'member')) {
      const reply = await request(endpoint.method, buildSamplePath(endpoint), {
        idempotencyKey: newKey(),
        body: endpoint.body ? {} : undefined,
      });
      expect([endpoint.id, reply.status, reply.code]).toEqual([endpoint.id, 401, 401]);
    }
  });
});

/** The endpoint's path with its sample parameters. */
function buildSamplePath(endpoint: EndpointDescriptor): string {
  const params = sampleRequests(endpoint)[0]?.input.params;
  return buildPath(
    endpoint,
    params !== null && typeof params === 'object' ? toStrings(params) : {},
  );
}

function toStrings(value: object): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, String(inner)]));
}
