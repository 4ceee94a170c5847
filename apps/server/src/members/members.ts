// Members: creation (with invite codes and a wallet), lookup for sign-in, and the shapes the
// contract answers with.
import { randomBytes, randomInt } from 'node:crypto';
import { INVITE_TYPES } from '@bet/api/contract/invite';
import { ROLES, type RoleValue } from '@bet/domain/roles';
import type { Db } from '../db/database.ts';
import type { Member } from '../db/schema.ts';
import { isUniqueViolation, type Tx } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import { openWallet } from '../ledger/ledger.ts';

/** A member shares one kind of link; agents choose among the invite types (spec section 6). */
export function inviteTypesFor(role: number): number[] {
  return role === ROLES.agent ? Object.values(INVITE_TYPES) : [INVITE_TYPES.member];
}

export interface NewMemberInput {
  /** 'shared', or the brand id of a per-brand member (members/realm.ts). */
  realm: string;
  role: RoleValue;
  email?: string | undefined;
  phone?: { areaCode: number; national: string } | undefined;
  passwordHash: string;
  nickname?: string | undefined;
  invitedBy?: bigint | null | undefined;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  now: Date;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  return Array.from(randomBytes(8), (byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join(
    '',
  );
}

/** Default nickname: "player" plus six digits (spec section 5 wants at least 6 characters). */
export function defaultNickname(): string {
  return `player${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function createMember(tx: Tx, input: NewMemberInput): Promise<Member> {
  let member: Member;
  try {
    member = await tx
      .insertInto('members')
      .values({
        realm: input.realm,
        role: input.role,
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone?.national ?? null,
        area_code: input.phone?.areaCode ?? null,
        password_hash: input.passwordHash,
        nickname: input.nickname ?? defaultNickname(),
        invited_by: input.invitedBy ?? null,
        email_verified: input.emailVerified ?? false,
        phone_verified: input.phoneVerified ?? false,
        created_at: input.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(input.email ? 'Email already registered' : 'Mobile already registered');
    throw error;
  }
  for (const type of inviteTypesFor(member.role)) {
    await tx
      .insertInto('invite_codes')
      .values({ code: newInviteCode(), member_id: member.id, invite_type: type })
      .execute();
  }
  await openWallet(tx, member.id);
  return member;
}

export async function memberById(db: Db | Tx, id: bigint): Promise<Member> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!member) throw notFound('Member not found');
  return member;
}

/** The member an invite code belongs to, among the members of these realms, or null. */
export async function inviterOf(
  db: Db | Tx,
  realms: readonly string[],
  code: string,
): Promise<bigint | null> {
  const row = await db
    .selectFrom('invite_codes')
    .innerJoin('members', 'members.id', 'invite_codes.member_id')
    .select('invite_codes.member_id')
    .where('invite_codes.code', '=', code.toUpperCase())
    .where('members.realm', 'in', [...realms])
    .executeTakeFirst();
  return row?.member_id ?? null;
}

export async function primaryInviteCode(db: Db | Tx, memberId: bigint): Promise<string> {
  const row = await db
    .selectFrom('invite_codes')
    .select('code')
    .where('member_id', '=', memberId)
    .orderBy('invite_type')
    .executeTakeFirst();
  return row?.code ?? '';
}

/**
 * Sign-in account among the members of the realms (the brand's own first, then the shared one):
 * an email, or a mobile number. A mobile without area code matches only when exactly one member
 * has that national number.
 */
export async function findByAccount(
  db: Db,
  realms: readonly [own: string, shared: string],
  account: string,
  areaCode?: number,
): Promise<Member | null> {
  const inRealms = db
    .selectFrom('members')
    .selectAll()
    .where('realm', 'in', [...realms])
    // The brand's own account before a shared one of the same address.
    .orderBy((eb) => eb('realm', '=', realms[0]), 'desc');
  if (account.includes('@')) {
    return (
      (await inRealms.where('email', '=', account.trim().toLowerCase()).executeTakeFirst()) ?? null
    );
  }
  const national = account.replace(/[\s().+-]/g, '');
  let query = inRealms.where('phone', '=', national);
  if (areaCode !== undefined) query = query.where('area_code', '=', areaCode);
  const rows = await query.limit(2).execute();
  return rows.length === 1 ? (rows[0] ?? null) : null;
}
