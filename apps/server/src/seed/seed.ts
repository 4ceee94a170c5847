// First-start seed: each part runs only while its table is empty, so a restart changes nothing
// and an operator's later edits are kept.
import type { Db } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Services } from '../http/services.ts';
import { toMinor } from '../ledger/units.ts';
import {
  CURRENCIES,
  GAME_AVAILABILITY,
  PAY_CHANNELS,
  VIP_LEVELS,
  WITHDRAW_CHANNELS,
} from './catalog-data.ts';
import { seedContent } from './content.ts';
import { posterPath } from '../static/posters.ts';
import { GAME_LIMITS } from './game-limits.ts';
import { DEMO_ACCOUNTS, seedDemoAccount, type DemoAccount } from './demo-accounts.ts';
import { BRAND_IDS } from '@bet/domain/brands';
import { SHARED_REALM } from '../members/realm.ts';

export interface SeedReport {
  /** Parts seeded by this start (empty on a restart). */
  seeded: string[];
  demoAccounts: readonly DemoAccount[];
}

async function isEmpty(db: Db, table: keyof Schema): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seed(services: Services): Promise<SeedReport> {
  const { db } = services;
  const seeded: string[] = [];
  const part = async (name: string, table: keyof Schema, work: () => Promise<void>) => {
    if (!(await isEmpty(db, table))) return;
    await work();
    seeded.push(name);
  };
  await part('currencies', 'currencies', async () => {
    await db.insertInto('currencies').values(CURRENCIES).execute();
  });
  await part('vip levels', 'vip_levels', async () => {
    await db
      .insertInto('vip_levels')
      .values(
        VIP_LEVELS.map((vip) => ({
          level: vip.level,
          name: vip.name,
          img: posterPath('vip', vip.name),
          recharge_threshold: toMinor(vip.recharge),
          benefits: JSON.stringify(vip.benefits),
        })),
      )
      .execute();
  });
  await part('game availability', 'game_availability', async () => {
    await db.insertInto('game_availability').values(GAME_AVAILABILITY).execute();
  });
  await part('pay channels', 'pay_channels', async () => {
    await db
      .insertInto('pay_channels')
      .values(
        PAY_CHANNELS.map(({ min, max, ...channel }, sort) => ({
          ...channel,
          min_amount: toMinor(min),
          max_amount: toMinor(max),
          sort,
        })),
      )
      .execute();
  });
  await part('withdraw channels', 'withdraw_channels', async () => {
    await db
      .insertInto('withdraw_channels')
      .values(
        WITHDRAW_CHANNELS.map(({ min, max, network_fee, ...channel }, sort) => ({
          ...channel,
          min_amount: toMinor(min),
          max_amount: toMinor(max),
          network_fee: toMinor(network_fee),
          sort,
        })),
      )
      .execute();
  });
  await part('game limits', 'game_limits', async () => {
    await db.insertInto('game_limits').values(GAME_LIMITS).execute();
  });
  await part('demo accounts', 'members', async () => {
    // Members per brand: the same demo accounts on every brand, each brand's own.
    const realms = services.config.members === 'per-brand' ? BRAND_IDS : [SHARED_REALM];
    await inTransaction(db, async (tx) => {
      for (const realm of realms)
        for (const account of DEMO_ACCOUNTS) await seedDemoAccount(tx, services, account, realm);
    });
  });
  await part('content', 'content_items', () => seedContent(services));
  return { seeded, demoAccounts: DEMO_ACCOUNTS };
}
