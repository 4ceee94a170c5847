// Saved withdrawal accounts (spec section 3, "Withdrawal account"): a member sees and changes only
// their own; a Brazilian account carries a valid CPF (checked by the contract with the domain rule).
import { validateCpf } from '@bet/domain/validation';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BankInformation } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest } from '../http/errors.ts';

export interface BankInformationInput {
  account_type: string;
  country: string;
  bank: string;
  account: string;
  code?: string | undefined;
  is_default: boolean;
  cpf?: string | undefined;
}

export const MAX_BANK_ACCOUNTS = 10;

export function listBankInformation(db: Db, memberId: bigint): Promise<BankInformation[]> {
  return db
    .selectFrom('bank_information')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function addBankInformation(
  db: Db,
  memberId: bigint,
  input: BankInformationInput,
): Promise<BankInformation> {
  if (input.cpf !== undefined && !validateCpf(input.cpf).ok)
    throw badRequest('Invalid request: body.cpf: expected a valid CPF');
  return inTransaction(db, async (tx) => {
    // Lock the member row so two concurrent adds cannot pass the count check together.
    await tx
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await tx
      .selectFrom('bank_information')
      .select('id')
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .execute();
    if (existing.length >= MAX_BANK_ACCOUNTS)
      throw badRequest(`Invalid request: at most ${MAX_BANK_ACCOUNTS} saved accounts`);
    const isDefault = input.is_default || existing.length === 0;
    if (isDefault)
      await tx
        .updateTable('bank_information')
        .set({ is_default: false })
        .where('member_id', '=', memberId)
        .execute();
    return tx
      .insertInto('bank_information')
      .values({
        member_id: memberId,
        account_type: input.account_type,
        country: input.country,
        bank: input.bank,
        account_no: input.account,
        code: input.code ?? '',
        cpf: input.cpf ?? null,
        is_default: isDefault,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Makes one of the member's accounts the only default; false when it is not the member's. */
export async function setDefaultBankInformation(
  db: Db,
  memberId: bigint,
  id: number,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const own = await tx
      .selectFrom('bank_information')
      .select('id')
      .where('id', '=', BigInt(id))
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (own === undefined) return false;
    await tx
      .updateTable('bank_information')
      .set({ is_default: sql<boolean>`id = ${own.id}` })
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .execute();
    return true;
  });
}

/** Soft delete (past withdrawals still name the account); false when it is not the member's. */
export async function removeBankInformation(
  db: Db,
  memberId: bigint,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('bank_information')
    .set({ deleted_at: now, is_default: false })
    .where('id', '=', BigInt(id))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function bankInformationView(row: BankInformation) {
  return {
    id: Number(row.id),
    account_type: row.account_type,
    country: row.country,
    bank: row.bank,
    account: row.account_no,
    code: row.code === '' ? null : row.code,
    is_default: row.is_default,
    cpf: row.cpf,
  };
}
