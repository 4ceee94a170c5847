// Demo accounts created on first start, printed at start (issue 4, "Runtime").
import { ROLES } from '@bet/domain/roles';
import { hashPassword } from '../auth/password.ts';
import type { Tx } from '../db/transaction.ts';
import type { Services } from '../http/services.ts';
import { ENTRY_KIND } from '../ledger/entry-kinds.ts';
import { post, systemAccountId, walletId } from '../ledger/ledger.ts';
import { toMinor } from '../ledger/units.ts';
import { createMember } from '../members/members.ts';

export interface DemoAccount {
  label: string;
  email: string;
  phone: { areaCode: number; national: string };
  password: string;
  paymentPassword: string;
  role: 2 | 3;
  nickname: string;
  realName: string;
  balance: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    label: 'demo member',
    email: 'demo@bet.local',
    phone: { areaCode: 55, national: '11987654321' },
    password: 'Demo12345',
    paymentPassword: '123456',
    role: ROLES.user,
    nickname: 'demoplayer',
    realName: 'Demo Member',
    balance: '1000',
  },
  {
    label: 'demo agent',
    email: 'agent@bet.local',
    phone: { areaCode: 55, national: '11912345678' },
    password: 'Agent12345',
    paymentPassword: '654321',
    role: ROLES.agent,
    nickname: 'demoagent',
    realName: 'Demo Agent',
    balance: '5000',
  },
];

/** Creates the demo account in a realm: the shared one, or one brand's (MEMBERS=per-brand). */
export async function seedDemoAccount(
  tx: Tx,
  services: Services,
  account: DemoAccount,
  realm: string,
): Promise<bigint> {
  const now = services.now();
  const member = await createMember(tx, {
    realm,
    role: account.role,
    email: account.email,
    phone: account.phone,
    passwordHash: await hashPassword(account.password, services.scryptCost),
    nickname: account.nickname,
    emailVerified: true,
    phoneVerified: true,
    now,
  });
  await tx
    .updateTable('members')
    .set({
      real_name: account.realName,
      bank_password_hash: await hashPassword(account.paymentPassword, services.scryptCost),
    })
    .where('id', '=', member.id)
    .execute();
  const amount = toMinor(account.balance);
  await post(tx, {
    kind: ENTRY_KIND.adjustment,
    memberId: member.id,
    memo: 'Demo starting balance',
    postings: [
      { accountId: await systemAccountId(tx, 'house'), amount: -amount },
      { accountId: await walletId(tx, member.id), amount },
    ],
  });
  return member.id;
}
