// Registration, sign-in (password or one-time code), refresh with rotation, logout and password
// reset (spec section 7, "User and account").
import { authEndpoints } from '@bet/api/contract/auth';
import { ROLES } from '@bet/domain/roles';
import { checkMobile } from '../auth/mobile.ts';
import { consumeOtp, emailTarget, phoneTarget } from '../auth/otp.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { sessionAnswer } from '../auth/session-answer.ts';
import {
  endSession,
  forgetCachedSessions,
  issueSession,
  revokeMemberSessions,
  rotateRefreshToken,
} from '../auth/sessions.ts';
import { inTransaction } from '../db/transaction.ts';
import { routesOf } from '../http/call.ts';
import { businessError, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { createMember, findByAccount, inviterOf, type NewMemberInput } from '../members/members.ts';

const invalidCredentials = () => businessError('Invalid account or password');

async function inviter(services: Services, code: string | undefined): Promise<bigint | null> {
  if (code === undefined || code === '') return null;
  const id = await inviterOf(services.db, code);
  if (id === null) throw businessError('Invite code not found');
  return id;
}

/** Creates the member and its first session in one transaction. */
async function register(
  services: Services,
  input: Omit<NewMemberInput, 'now' | 'role' | 'passwordHash'> & { password: string },
) {
  const now = services.now();
  const passwordHash = await hashPassword(input.password, services.scryptCost);
  return inTransaction(services.db, async (tx) => {
    const member = await createMember(tx, { ...input, role: ROLES.user, passwordHash, now });
    return sessionAnswer(
      member,
      await issueSession(tx, services.config.secrets.tokenSecret, member.id, now),
    );
  });
}

async function signInWithPassword(
  services: Services,
  address: string,
  account: string,
  password: string,
  areaCode?: number,
) {
  const key = `${areaCode ?? ''}:${account.trim().toLowerCase()}`;
  const verdict = await services.limiter.check(key, address, services.now().getTime());
  if (!verdict.allowed)
    throw tooManyRequests(
      `Too many attempts, try again in ${Math.ceil(verdict.retryAfterMs / 1000)} s`,
    );
  const member = await findByAccount(services.db, account, areaCode);
  // Unknown accounts cost a hash too, so timing does not reveal which accounts exist.
  const valid = await verifyPassword(
    password,
    member?.password_hash ?? (await decoyHash(services.scryptCost)),
  );
  if (!member || !valid) {
    await services.limiter.recordFailure(key, address, services.now().getTime());
    throw invalidCredentials();
  }
  await services.limiter.recordSuccess(key, address);
  return sessionAnswer(
    member,
    await issueSession(services.db, services.config.secrets.tokenSecret, member.id, services.now()),
  );
}

async function signInWithCode(
  services: Services,
  target: string,
  findMember: () => ReturnType<typeof findByAccount>,
  code: string,
) {
  await consumeOtp(services.db, services, target, 'signIn', code);
  const member = await findMember();
  if (!member) throw invalidCredentials();
  return sessionAnswer(
    member,
    await issueSession(services.db, services.config.secrets.tokenSecret, member.id, services.now()),
  );
}

export const authRoutes = routesOf(authEndpoints, {
  'auth.register': async ({ body, services }) => {
    const invitedBy = await inviter(services, body.invite_code);
    await consumeOtp(services.db, services, emailTarget(body.email), 'register', body.code);
    return register(services, {
      email: body.email,
      password: body.password,
      invitedBy,
      emailVerified: true,
    });
  },
  'auth.registerPhone': async ({ body, services }) => {
    checkMobile(body.phone, body.area_code);
    const invitedBy = await inviter(services, body.invite_code);
    await consumeOtp(
      services.db,
      services,
      phoneTarget(body.area_code, body.phone),
      'register',
      body.code,
    );
    const phone = { areaCode: body.area_code, national: body.phone };
    return register(services, { phone, password: body.password, invitedBy, phoneVerified: true });
  },
  'auth.signIn': async ({ body, services, address }) =>
    signInWithPassword(services, address, body.account, body.password, body.area_code),
  'auth.signInEmail': async ({ body, services }) =>
    signInWithCode(
      services,
      emailTarget(body.email),
      () => findByAccount(services.db, body.email),
      body.code,
    ),
  'auth.signInPhone': async ({ body, services }) =>
    signInWithCode(
      services,
      phoneTarget(body.area_code, body.phone),
      () => findByAccount(services.db, body.phone, body.area_code),
      body.code,
    ),
  'auth.refresh': async ({ bearer, services }) => {
    if (bearer === null) throw unauthorized();
    const rotated = await rotateRefreshToken(
      services.db,
      services.config.secrets.tokenSecret,
      bearer,
      services.now(),
    );
    return { token: rotated.token, fresh_token: rotated.refreshToken };
  },
  'auth.logout': async ({ principal, services }) => {
    await endSession(services.db, principal.sessionId, services.now());
    return null;
  },
  'auth.forgotPassword': async ({ body, services }) => {
    const member = await findByAccount(services.db, body.email);
    await consumeOtp(services.db, services, emailTarget(body.email), 'resetPassword', body.code);
    if (!member) throw businessError('OTP failed, close and retry');
    const passwordHash = await hashPassword(body.password, services.scryptCost);
    await inTransaction(services.db, async (tx) => {
      await tx
        .updateTable('members')
        .set({ password_hash: passwordHash })
        .where('id', '=', member.id)
        .execute();
      await revokeMemberSessions(tx, member.id, services.now());
    });
    // The revocation is committed now: drop what was cached while it was not.
    forgetCachedSessions();
    return null;
  },
});
