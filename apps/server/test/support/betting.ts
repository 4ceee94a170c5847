// Helpers of the betting suites: sign in again after the clock moved past a token's life, read the
// balance, call the operator endpoints, and check the books of the bets.
import { expect } from 'vitest';
import type { Request } from './http-client.ts';
import { PASSWORD, type TestMember } from './members.ts';
import type { TestServer } from './test-server.ts';

export interface Market {
  kind: string;
  name: string;
  odds: string;
  handicap_val: string | null;
}

export interface MatchView {
  match_id: number;
  state: string;
  match_start_time: number;
  home_name: string;
  away_name: string;
  home_pic: string;
  home_score: number | null;
  away_score: number | null;
  markets: Market[];
}

/** A fresh session: the frozen clock may have outlived the last one (2 hours). */
export async function signIn(request: Request, member: TestMember): Promise<string> {
  const reply = await request<{ token: string }>('POST', '/api/v1/sign_in/', {
    body: { account: member.email, password: PASSWORD },
  });
  if (reply.code !== 0) throw new Error(`sign-in failed: ${reply.msg}`);
  member.token = reply.data.token;
  return member.token;
}

export async function balanceOf(request: Request, member: TestMember): Promise<string> {
  const reply = await request<{ score: string }>('GET', '/api/v1/member/balance', {
    token: member.token,
  });
  if (reply.code !== 0) throw new Error(`balance failed: ${reply.status} ${reply.msg}`);
  return reply.data.score;
}

export function adminHeaders(server: TestServer): Record<string, string> {
  return { 'X-Admin-Key': server.services.config.secrets.adminKey };
}

export async function adminCall<T = unknown>(
  request: Request,
  server: TestServer,
  method: string,
  path: string,
) {
  return request<T>(method, path, { headers: adminHeaders(server) });
}

/** The ledger sums to zero, balances equal their postings, and stakes held equal the open bets. */
export async function expectBooksBalanced(request: Request, server: TestServer): Promise<void> {
  const books = await adminCall<{
    ledger_total: string;
    mismatched_accounts: number;
    negative_accounts: number;
    stakes_held: string;
    pending_stakes: string;
  }>(request, server, 'GET', '/admin/books');
  expect(books.data).toMatchObject({
    ledger_total: '0',
    mismatched_accounts: 0,
    negative_accounts: 0,
    stakes_held: books.data.pending_stakes,
  });
}

export async function openMatches(request: Request, sport: string, limit = 20) {
  const reply = await request<{ list: MatchView[]; total: number }>(
    'GET',
    `/sports/api/v1/${sport}?limit=${limit}`,
  );
  return reply.data.list.filter((match) => match.state === 'upcoming' && match.markets.length > 0);
}

export const market = (match: MatchView, kind: string, name: string): Market => {
  const found = match.markets.find((m) => m.kind === kind && m.name === name);
  if (!found) throw new Error(`match ${match.match_id} offers no ${kind} ${name}`);
  return found;
};

/** Exact sum of decimal strings (micro-units), as a trimmed decimal string. */
export function sumAmounts(...amounts: string[]): string {
  const micro = amounts.reduce((sum, amount) => {
    const negative = amount.startsWith('-');
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const value = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
    return sum + (negative ? -value : value);
  }, 0n);
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  const fraction = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${sign}${abs / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
}
