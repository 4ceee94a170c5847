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
import { businessError, conflict, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { createMember, findByAccount, inviterOf, type NewMemberInput } from '../members/members.ts';
import { realmAllows, realmsOn, registrationRealm } from '../members/realm.ts';
import type { BrandFacts } from '@bet/domain/brands';

const invalidCredentials = () => businessError('Invalid account or password');

async function inviter(
  services: Services,
  brand: BrandFacts,
  code: string | undefined,
): Promise<bigint | null> {
  if (code === undefined || code === '') return null;
  // An inviter the brand does not serve (a per-brand member of another brand) is no inviter here.
  const id = await inviterOf(services.db, realmsOn(brand), code);
  if (id === null) throw businessError('Invite code not found');
  return id;
}

/**
 * Creates the member, in the realm of the brand (members/realm.ts), and its first session in one
 * transaction. An address already signing in on this brand (its own or a shared account) is taken.
 */
async function register(
  services: Services,
  brand: BrandFacts,
  input: Omit<NewMemberInput, 'now' | 'role' | 'passwordHash' | 'realm'> & { password: string },
) {
  const now = services.now();
  const taken = input.email
    ? await findByAccount(services.db, realmsOn(brand), input.email)
    : input.phone
      ? await findByAccount(
          services.db,
          realmsOn(brand),
          input.phone.national,
          input.phone.areaCode,
        )
      : null;
  if (taken) throw conflict(input.email ? 'Email already registered' : 'Mobile already registered');
  const passwordHash = await hashPassword(input.password, services.scryptCost);
  const realm = registrationRealm(services.config.members, brand);
  return inTransaction(services.db, async (tx) => {
    const member = await createMember(tx, { ...input, realm, role: ROLES.user, passwordHash, now });
    return sessionAnswer(
      member,
      await issueSession(tx, services.config.secrets.tokenSecret, member.id, now),
    );
  });
}

async function signInWithPassword(
  services: Services,
  brand: BrandFacts,
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
  const member = await findByAccount(services.db, realmsOn(brand), account, areaCode);
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
  'auth.register': async ({ body, services, brand }) => {
    const invitedBy = await inviter(services, brand, body.invite_code);
    await consumeOtp(services.db, services, emailTarget(body.email), 'register', body.code);
    return register(services, brand, {
      email: body.email,
      password: body.password,
      invitedBy,
      emailVerified: true,
    });
  },
  'auth.registerPhone': async ({ body, services, brand }) => {
    checkMobile(body.phone, body.area_code);
    const invitedBy = await inviter(services, brand, body.invite_code);
    await consumeOtp(
      services.db,
      services,
      phoneTarget(body.area_code, body.phone),
      'register',
      body.code,
    );
    const phone = { areaCode: body.area_code, national: body.phone };
    return register(services, brand, {
      phone,
      password: body.password,
      invitedBy,
      phoneVerified: true,
    });
  },
  'auth.signIn': async ({ body, services, address, brand }) =>
    signInWithPassword(services, brand, address, body.account, body.password, body.area_code),
  'auth.signInEmail': async ({ body, services, brand }) =>
    signInWithCode(
      services,
      emailTarget(body.email),
      () => findByAccount(services.db, realmsOn(brand), body.email),
      body.code,
    ),
  'auth.signInPhone': async ({ body, services, brand }) =>
    signInWithCode(
      services,
      phoneTarget(body.area_code, body.phone),
      () => findByAccount(services.db, realmsOn(brand), body.phone, body.area_code),
      body.code,
    ),
  'auth.refresh': async ({ bearer, services, brand }) => {
    if (bearer === null) throw unauthorized();
    const rotated = await rotateRefreshToken(
      services.db,
      services.config.secrets.tokenSecret,
      bearer,
      services.now(),
      (realm) => realmAllows(realm, brand),
    );
    return { token: rotated.token, fresh_token: rotated.refreshToken };
  },
  'auth.logout': async ({ principal, services }) => {
    await endSession(services.db, principal.sessionId, services.now());
    return null;
  },
  'auth.forgotPassword': async ({ body, services, brand }) => {
    const member = await findByAccount(services.db, realmsOn(brand), body.email);
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
