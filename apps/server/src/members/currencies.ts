// The currency table (spec section 3, "Currency option") and the member's display currency.
import { DEFAULT_CURRENCY } from '@bet/domain/constants';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { walletBalance } from '../ledger/ledger.ts';
import { usdtIn } from '../ledger/units.ts';
import type { Member } from '../db/schema.ts';

const ACTIVE = 1;

/** Units of `currency` per 1 USDT, or null when the currency is unknown or switched off. */
export async function exchangeRate(db: Db | Tx, currency: string): Promise<string | null> {
  const row = await db
    .selectFrom('currencies')
    .select('exchange')
    .where('currency', '=', currency.toUpperCase())
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  return row ? normalizeRate(row.exchange) : null;
}

export async function activeRates(db: Db | Tx): Promise<{ currency: string; exchange: string }[]> {
  const rows = await db
    .selectFrom('currencies')
    .select(['currency', 'exchange'])
    .where('status', '=', ACTIVE)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ currency: row.currency, exchange: normalizeRate(row.exchange) }));
}

/** NUMERIC(24,8) reads as "5.50000000"; the wire wants "5.5". */
export function normalizeRate(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Balance, currency and nickname: the wallet summary polled every 60 s (spec section 7). */
export async function accountSummary(db: Db | Tx, member: Member) {
  const balance = await walletBalance(db, member.id);
  // A currency switched off since it was chosen falls back to USDT rather than failing the poll.
  const rate = await exchangeRate(db, member.currency);
  const currency = rate === null ? DEFAULT_CURRENCY : member.currency;
  return { score: usdtIn(balance, rate ?? '1', currency), currency, nickname: member.nickname };
}

/** Currency options of spec section 3 (USDT first: the default record). */
export async function activeCurrencyOptions(db: Db | Tx) {
  const rows = await db
    .selectFrom('currencies')
    .selectAll()
    .where('status', '=', ACTIVE)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    exchange: normalizeRate(row.exchange),
    status: row.status,
    currency: row.currency,
    flag: row.flag,
    lotter_bet_min: normalizeRate(row.lotter_bet_min),
    sport_bet_min: normalizeRate(row.sport_bet_min),
    img: row.img,
    sort: row.sort,
  }));
}
