// VIP club (issue 14): the levels with their benefits, and a member's standing derived from the
// completed deposits in the ledger (recharge entries credited to the wallet) with the domain's
// vipProgress, the same rule the VIP page uses. A deposit therefore moves the level at once.
import { vipLevelSchema, type VipLevel } from '@bet/api/contract/profile-schemas';
import { vipProgress } from '@bet/domain/vip';
import { sql } from 'kysely';
import { keepValid } from '../content/content-items.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { WALLET } from '../ledger/ledger.ts';
import { formatMinor } from '../ledger/units.ts';

/** The level of a member with no deposit when no level starts at zero (migration 0001's default). */
export const FIRST_LEVEL = 1;

export async function vipLevels(db: Db | Tx): Promise<VipLevel[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  return keepValid(
    vipLevelSchema,
    rows.map((row) => ({
      level: row.level,
      name: row.name,
      img: row.img,
      recharge: formatMinor(row.recharge_threshold),
      benefits: row.benefits,
    })),
  );
}

/** Minor units the member's completed deposits credited to their wallet. */
export async function depositedMinor(db: Db | Tx, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
    .select(sql<string | null>`sum(postings.amount)`.as('total'))
    .where('journal_entries.kind', '=', ENTRY_KIND.recharge)
    .where('journal_entries.member_id', '=', memberId)
    .where('ledger_accounts.kind', '=', WALLET)
    .where('ledger_accounts.member_id', '=', memberId)
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

export interface VipStanding {
  deposited: string;
  level: number;
  next_level: number | null;
  remaining: string;
  percent: number;
}

export async function vipStanding(db: Db | Tx, memberId: bigint): Promise<VipStanding> {
  const [levels, deposited] = await Promise.all([vipLevels(db), depositedMinor(db, memberId)]);
  const total = formatMinor(deposited);
  const progress = vipProgress(levels, total);
  return {
    deposited: total,
    level: progress.current?.level ?? FIRST_LEVEL,
    next_level: progress.next?.level ?? null,
    remaining: progress.remaining,
    percent: progress.percent,
  };
}
