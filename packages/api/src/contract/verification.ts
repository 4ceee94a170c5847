import * as z from 'zod';
import { areaCodeSchema, emailSchema, phoneSchema, queryInt } from './common';
import { defineEndpoint } from './endpoint';

// The verification group: one-time codes by email or SMS (spec section 7, "Verification").

/** Seconds before another code may be requested (the form shows a countdown). */
export const otpSentSchema = z.object({ resend_after: z.number().int().nonnegative() });

/** What the code is for: the server keeps codes per purpose. */
export const OTP_KINDS = { bind: 1, resetPassword: 2, resetPaymentPassword: 3, signIn: 4 } as const;

const otpKind = queryInt(1, 99);

export const verificationRegEmail = defineEndpoint({
  id: 'verification.regEmail',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/reg/email',
  auth: 'none',
  query: z.object({ email: emailSchema }),
  response: otpSentSchema,
  purpose: 'Send a registration code to an email',
});

export const verificationRegPhone = defineEndpoint({
  id: 'verification.regPhone',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/reg/phone',
  auth: 'none',
  query: z.object({ phone: phoneSchema, area: areaCodeSchema.optional() }),
  response: otpSentSchema,
  purpose: 'Send a registration code to a mobile',
});

export const verificationEmail = defineEndpoint({
  id: 'verification.email',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/email',
  auth: 'optional',
  query: z.object({ email: emailSchema, kind: otpKind }),
  response: otpSentSchema,
  purpose: 'Send a code to an email for binding, sign-in or a reset (kind)',
});

export const verificationPhone = defineEndpoint({
  id: 'verification.phone',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/phone',
  auth: 'optional',
  query: z.object({ phone: phoneSchema, area: areaCodeSchema, kind: otpKind }),
  response: otpSentSchema,
  purpose: 'Send a code to a mobile for binding, sign-in or a reset (kind)',
});

/** Every call of the verification group. */
export const verificationEndpoints = [
  verificationRegEmail,
  verificationRegPhone,
  verificationEmail,
  verificationPhone,
] as const;
