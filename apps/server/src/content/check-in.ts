// Daily check-in (spec section 7, "Activities"): one claim per calendar day (UTC), in a 7-day
// cycle whose reward grows while the member checks in on consecutive days.
import { ALREADY_CHECKED_IN_MSG } from '@bet/api/contract/activities';
import { addDays, utcToday } from '@bet/domain/date-range';
import type { Db } from '../db/database.ts';
import { isUniqueViolation, type Tx } from '../db/transaction.ts';
import { keyedRefusal } from '../http/errors.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { lockWallet, post, systemAccountId } from '../ledger/ledger.ts';
import { formatMinor, toMinor } from '../ledger/units.ts';

/** USDT reward of cycle days 1..7. */
export const CHECK_IN_REWARDS = ['0.1', '0.2', '0.3', '0.5', '0.8', '1', '2'] as const;
const CYCLE = CHECK_IN_REWARDS.length;

export function rewardForStreak(streak: number): string {
  return CHECK_IN_REWARDS[(streak - 1) % CYCLE] ?? CHECK_IN_REWARDS[0];
}

interface LastCheckIn {
  day: string;
  streak: number;
}

async function lastCheckIn(db: Db | Tx, memberId: bigint): Promise<LastCheckIn | null> {
  const row = await db
    .selectFrom('check_ins')
    .select(['day', 'streak'])
    .where('member_id', '=', memberId)
    .orderBy('day', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/** The streak a claim today would have: yesterday's plus one, else a new cycle. */
function nextStreak(last: LastCheckIn | null, today: string): number {
  return last !== null && last.day === addDays(today, -1) ? last.streak + 1 : 1;
}

export interface CheckInDay {
  day: number;
  date: string;
  reward: string;
  currency: 'USDT';
  claimed: boolean;
  claimable: boolean;
}

/** The current 7-day cycle: days already claimed in it, today's, and the ones ahead. */
export async function checkInList(db: Db, memberId: bigint, now: Date): Promise<CheckInDay[]> {
  const today = utcToday(now);
  const last = await lastCheckIn(db, memberId);
  const claimedToday = last?.day === today;
  const alive = last !== null && (claimedToday || last.day === addDays(today, -1));
  // Position of today in the cycle (1..7).
  const position =
    alive && last ? (((claimedToday ? last.streak : last.streak + 1) - 1) % CYCLE) + 1 : 1;
  const start = addDays(today, -(position - 1));
  return CHECK_IN_REWARDS.map((reward, index) => {
    const date = addDays(start, index);
    return {
      day: index + 1,
      date,
      reward,
      currency: 'USDT',
      claimed: date < today || (date === today && claimedToday),
      claimable: date === today && !claimedToday,
    };
  });
}

export const alreadyCheckedIn = () =>
  keyedRefusal(ALREADY_CHECKED_IN_MSG, 'errors.alreadyCheckedIn');

/** Books today's reward; a second claim the same day is refused (primary key (member, day)). */
export async function claimCheckIn(
  tx: Tx,
  memberId: bigint,
  now: Date,
): Promise<{ reward: string; balance: bigint }> {
  const today = utcToday(now);
  const wallet = await lockWallet(tx, memberId);
  const last = await lastCheckIn(tx, memberId);
  if (last?.day === today) throw alreadyCheckedIn();
  const streak = nextStreak(last, today);
  const reward = rewardForStreak(streak);
  const amount = toMinor(reward);
  try {
    await tx
      .insertInto('check_ins')
      .values({ member_id: memberId, day: today, streak, reward: amount })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyCheckedIn();
    throw error;
  }
  await post(tx, {
    kind: ENTRY_KIND.checkInReward,
    memberId,
    reference: `check-in:${today}`,
    memo: `Check-in day ${((streak - 1) % CYCLE) + 1}`,
    postings: [
      { accountId: await systemAccountId(tx, 'house'), amount: -amount },
      { accountId: wallet.id, amount },
    ],
  });
  return { reward: formatMinor(amount), balance: wallet.balance + amount };
}
