// The member's profile and security: info, account, real name, password, payment password,
// email and phone binding, nickname, and the VIP levels (spec section 7, "User and account").
import { profileEndpoints } from '@bet/api/contract/profile';
import { canChangePassword } from '@bet/domain/validation';
import { consumeOtp, emailTarget, phoneTarget } from '../auth/otp.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { roleValue } from '../auth/session-answer.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import type { Member } from '../db/schema.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { routesOf } from '../http/call.ts';
import { businessError, keyedRefusal } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { memberById, primaryInviteCode } from '../members/members.ts';
import { vipLevels, vipStanding } from '../members/vip.ts';
import { checkMobile } from '../auth/mobile.ts';

function memberAccount(member: Member) {
  return {
    real_name: member.real_name,
    identification: member.identification,
    email: member.email,
    email_verified: member.email_verified,
    mobile: member.phone,
    phone_verified: member.phone_verified,
    has_bank_password: member.bank_password_hash !== null,
  };
}

async function memberInfo(services: Services, member: Member) {
  return {
    id: Number(member.id),
    nickname: member.nickname,
    email: member.email,
    mobile: member.phone,
    area_code: member.area_code,
    real_name: member.real_name,
    // From the completed deposits (issue 14), not the stored column a deposit never moved.
    level: (await vipStanding(services.db, member.id)).level,
    role: roleValue(member.role),
    invite_code: await primaryInviteCode(services.db, member.id),
    email_verified: member.email_verified,
    phone_verified: member.phone_verified,
    has_bank_password: member.bank_password_hash !== null,
    currency: member.currency,
    created_at: member.created_at.toISOString(),
  };
}

/** Runs an update that may hit a unique index (email, mobile) as a refusal instead of a 500. */
async function uniquely(work: () => Promise<unknown>, refusal: () => Error): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

const emailChangeFailed = () =>
  keyedRefusal(
    'Email change failed: the email belongs to another account',
    'errors.emailChangeFailed',
  );
const mobileChangeFailed = () =>
  keyedRefusal(
    'Mobile change failed: the number belongs to another account',
    'errors.mobileChangeFailed',
  );

export const profileRoutes = routesOf(profileEndpoints, {
  'profile.vipLevels': async ({ services }) => vipLevels(services.db),
  'profile.vip': async ({ principal, services }) => vipStanding(services.db, principal.memberId),
  'profile.info': async ({ principal, services }) =>
    memberInfo(services, await memberById(services.db, principal.memberId)),
  'profile.account': async ({ principal, services }) =>
    memberAccount(await memberById(services.db, principal.memberId)),
  'profile.realName': async ({ principal, services }) => ({
    real_name: (await memberById(services.db, principal.memberId)).real_name,
  }),
  'profile.changePassword': async ({ body, principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    if (!canChangePassword({ emailVerified: member.email_verified }).ok)
      throw keyedRefusal('Password change needs a verified email', 'validation.emailNotVerified');
    if (!(await verifyPassword(body.old_password, member.password_hash)))
      throw keyedRefusal('Old password is incorrect', 'errors.oldPasswordWrong');
    const passwordHash = await hashPassword(body.new_password, services.scryptCost);
    await services.db
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('id', '=', member.id)
      .execute();
    // Other devices sign in again with the new password; this session stays.
    await revokeMemberSessions(services.db, member.id, services.now(), principal.sessionId);
    return null;
  },
  'profile.setPaymentPassword': async ({ body, principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    if (member.bank_password_hash !== null) {
      // A reset needs a code sent to the member's verified email (spec section 2, payment password reset).
      if (body.code === undefined || member.email === null || !member.email_verified)
        throw businessError('Resetting the payment password needs a code sent to a verified email');
      await consumeOtp(
        services.db,
        services,
        emailTarget(member.email),
        'resetPaymentPassword',
        body.code,
      );
    }
    const hash = await hashPassword(body.bank_password, services.scryptCost);
    await services.db
      .updateTable('members')
      .set({
        bank_password_hash: hash,
        bank_password_failures: 0,
        bank_password_locked_until: null,
      })
      .where('id', '=', member.id)
      .execute();
    return null;
  },
  'profile.bindEmail': async ({ body, principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    const email = emailTarget(body.email);
    if (member.email === email && member.email_verified)
      throw keyedRefusal('Email already verified', 'errors.emailAlreadyVerified');
    await consumeOtp(services.db, services, email, 'bind', body.code);
    await uniquely(
      () =>
        services.db
          .updateTable('members')
          .set({ email, email_verified: true })
          .where('id', '=', member.id)
          .execute(),
      emailChangeFailed,
    );
    return null;
  },
  'profile.bindPhone': async ({ body, principal, services }) => {
    checkMobile(body.phone, body.area_code);
    const member = await memberById(services.db, principal.memberId);
    if (member.phone === body.phone && member.area_code === body.area_code && member.phone_verified)
      throw keyedRefusal('Mobile already verified', 'errors.mobileAlreadyVerified');
    await consumeOtp(
      services.db,
      services,
      phoneTarget(body.area_code, body.phone),
      'bind',
      body.code,
    );
    await uniquely(
      () =>
        services.db
          .updateTable('members')
          .set({ phone: body.phone, area_code: body.area_code, phone_verified: true })
          .where('id', '=', member.id)
          .execute(),
      mobileChangeFailed,
    );
    return null;
  },
  'profile.updateAccount': async ({ body, principal, services }) => {
    const member = await memberById(services.db, principal.memberId);
    // The real name is the withdrawal identity: set once, then changed only by support.
    if (member.real_name !== null && member.real_name !== body.real_name)
      throw keyedRefusal('Real name change failed: contact support', 'errors.realNameChangeFailed');
    await services.db
      .updateTable('members')
      .set({
        real_name: body.real_name,
        identification: body.identification ?? member.identification,
      })
      .where('id', '=', member.id)
      .execute();
    return null;
  },
  'profile.setNickname': async ({ body, principal, services }) => {
    await services.db
      .updateTable('members')
      .set({ nickname: body.nickname })
      .where('id', '=', principal.memberId)
      .execute();
    return null;
  },
});
