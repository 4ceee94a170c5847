// The bench's verdict (issue 5): the ledger sums to zero, every cached balance equals its postings,
// no account is negative, the stakes held equal the open bets, every acknowledged bet exists, and
// there are exactly as many bet orders as distinct keys that booked one.
export interface Books {
  ledger_total: string;
  mismatched_accounts: number;
  negative_accounts: number;
  stakes_held: string;
  pending_stakes: string;
  bet_orders: number;
  bets: number;
  successful_keys: number;
  intake: { batches: number; jobs: number };
}

export interface Verdict {
  ok: boolean;
  failures: string[];
  books: Books;
  missing: number;
}

async function admin<T>(url: string, adminKey: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Admin-Key': adminKey, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** Orders per lookup call: about 25 bytes each, well inside the server's 64 KiB body limit. */
const LOOKUP_CHUNK = 1000;

async function lookupOrders(
  url: string,
  adminKey: string,
  orders: string[],
): Promise<{ found: number; missing: string[] }> {
  const total = { found: 0, missing: [] as string[] };
  for (let i = 0; i < orders.length; i += LOOKUP_CHUNK) {
    const part = await admin<{ found: number; missing: string[] }>(
      url,
      adminKey,
      '/admin/bets/lookup',
      { orders: orders.slice(i, i + LOOKUP_CHUNK) },
    );
    total.found += part.found;
    total.missing.push(...part.missing);
  }
  return total;
}

export async function checkBooks(
  url: string,
  adminKey: string,
  acknowledged: Map<string, string>,
): Promise<Verdict> {
  const books = await admin<Books>(url, adminKey, '/admin/books');
  const lookup = await lookupOrders(url, adminKey, [...acknowledged.keys()]);
  const distinctKeys = new Set(acknowledged.values()).size;
  const failures = [
    books.ledger_total !== '0' && `ledger sums to ${books.ledger_total}, not 0`,
    books.mismatched_accounts > 0 &&
      `${books.mismatched_accounts} balances differ from their postings`,
    books.negative_accounts > 0 && `${books.negative_accounts} accounts are negative`,
    books.stakes_held !== books.pending_stakes &&
      `stakes held ${books.stakes_held} but open bets staked ${books.pending_stakes}`,
    lookup.missing.length > 0 && `${lookup.missing.length} acknowledged bets are missing`,
    books.bet_orders !== books.successful_keys &&
      `${books.bet_orders} bet orders but ${books.successful_keys} keys booked one`,
    books.bet_orders !== distinctKeys &&
      `${books.bet_orders} bet orders but ${distinctKeys} distinct acknowledged keys`,
  ].filter((failure): failure is string => typeof failure === 'string');
  return { ok: failures.length === 0, failures, books, missing: lookup.missing.length };
}
