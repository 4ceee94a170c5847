// One-time codes (spec section 7, "Verification"). Codes for sign-in and resets are only sent to
// existing accounts, but the answer is the same either way, so it reveals nothing.
import { OTP_KINDS, verificationEndpoints } from '@bet/api/contract/verification';
import { emailTarget, phoneTarget, issueOtp, OTP_RESEND_MS, type OtpPurpose } from '../auth/otp.ts';
import type { Principal } from '../auth/sessions.ts';
import { routesOf } from '../http/call.ts';
import { businessError, badRequest, keyedRefusal, unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { memberById, findByAccount } from '../members/members.ts';
import { realmsOn } from '../members/realm.ts';
import { checkMobile } from '../auth/mobile.ts';

/** Registration codes for a mobile sent without area code go to Brazil (+55), the fallback market. */
export const DEFAULT_AREA_CODE = 55;

const PURPOSE_BY_KIND: Record<number, OtpPurpose> = {
  [OTP_KINDS.bind]: 'bind',
  [OTP_KINDS.resetPassword]: 'resetPassword',
  [OTP_KINDS.resetPaymentPassword]: 'resetPaymentPassword',
  [OTP_KINDS.signIn]: 'signIn',
};

function purposeOf(kind: number): OtpPurpose {
  const purpose = PURPOSE_BY_KIND[kind];
  if (!purpose)
    throw badRequest(
      `Invalid request: query.kind must be one of ${Object.values(OTP_KINDS).join(', ')}`,
    );
  return purpose;
}

const sent = (seconds: number) => ({ resend_after: seconds });
const silently = () => sent(OTP_RESEND_MS / 1000);

async function forRegistration(services: Services, target: string, exists: boolean) {
  if (exists) throw businessError('Account already registered');
  return sent(await issueOtp(services.db, services, target, 'register'));
}

/**
 * Binding needs a session; a payment-password reset goes only to the member's own email; a
 * sign-in or password-reset code only to a registered account.
 */
async function forKind(
  services: Services,
  principal: Principal | null,
  target: string,
  kind: number,
  exists: boolean,
  ownTarget: string | null,
) {
  const purpose = purposeOf(kind);
  if (purpose === 'bind' || purpose === 'resetPaymentPassword') {
    if (!principal) throw unauthorized();
    if (purpose === 'resetPaymentPassword' && ownTarget !== target)
      throw businessError('The code goes to your own verified email');
    return sent(await issueOtp(services.db, services, target, purpose));
  }
  return exists ? sent(await issueOtp(services.db, services, target, purpose)) : silently();
}

async function ownEmail(services: Services, principal: Principal | null): Promise<string | null> {
  if (!principal) return null;
  const member = await memberById(services.db, principal.memberId);
  return member.email_verified && member.email ? member.email : null;
}

async function ownPhone(services: Services, principal: Principal | null): Promise<string | null> {
  if (!principal) return null;
  const member = await memberById(services.db, principal.memberId);
  return member.phone_verified && member.phone && member.area_code !== null
    ? phoneTarget(member.area_code, member.phone)
    : null;
}

/** No code to bind what is already the member's verified email or mobile. */
function refuseRebinding(
  kind: number,
  target: string,
  own: string | null,
  what: 'email' | 'mobile',
) {
  if (kind !== OTP_KINDS.bind || own !== target) return;
  throw what === 'email'
    ? keyedRefusal('Email already verified', 'errors.emailAlreadyVerified')
    : keyedRefusal('Mobile already verified', 'errors.mobileAlreadyVerified');
}

export const verificationRoutes = routesOf(verificationEndpoints, {
  'verification.regEmail': async ({ query, services, brand }) =>
    forRegistration(
      services,
      emailTarget(query.email),
      (await findByAccount(services.db, realmsOn(brand), query.email)) !== null,
    ),
  'verification.regPhone': async ({ query, services, brand }) => {
    const area = query.area ?? DEFAULT_AREA_CODE;
    checkMobile(query.phone, area);
    return forRegistration(
      services,
      phoneTarget(area, query.phone),
      (await findByAccount(services.db, realmsOn(brand), query.phone, area)) !== null,
    );
  },
  'verification.email': async ({ query, principal, services, brand }) => {
    const target = emailTarget(query.email);
    const exists = (await findByAccount(services.db, realmsOn(brand), target)) !== null;
    const own = await ownEmail(services, principal);
    refuseRebinding(query.kind, target, own, 'email');
    return forKind(services, principal, target, query.kind, exists, own);
  },
  'verification.phone': async ({ query, principal, services, brand }) => {
    checkMobile(query.phone, query.area);
    const exists =
      (await findByAccount(services.db, realmsOn(brand), query.phone, query.area)) !== null;
    const target = phoneTarget(query.area, query.phone);
    refuseRebinding(query.kind, target, await ownPhone(services, principal), 'mobile');
    return forKind(services, principal, target, query.kind, exists, null);
  },
});
