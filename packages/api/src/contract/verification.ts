import * as z from 'zod';
import { areaCodeSchema, emailSchema, phoneSchema, queryInt } from './common';
import { defineEndpoint } from './endpoint';

// Spec section 7, "Verification": each call sends a one-time code to the email or mobile.

/** Seconds before another code may be requested (the form shows a countdown). */
export const otpSentSchema = z.object({ resend_after: z.number().int().nonnegative() });

/** What the code is for: the server keeps codes per purpose. */
export const OTP_KINDS = { bind: 1, resetPassword: 2, resetPaymentPassword: 3, signIn: 4 } as const;
const otpKind = queryInt(1, 99);

export const verifyRegEmail = defineEndpoint({
  id: 'verify.regEmail',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/reg/email',
  auth: 'none',
  query: z.object({ email: emailSchema }),
  response: otpSentSchema,
  purpose: 'Send a registration code to an email',
});

export const verifyRegPhone = defineEndpoint({
  id: 'verify.regPhone',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/reg/phone',
  auth: 'none',
  query: z.object({ phone: phoneSchema, area: areaCodeSchema.optional() }),
  response: otpSentSchema,
  purpose: 'Send a registration code to a mobile',
});

export const verifyEmail = defineEndpoint({
  id: 'verify.email',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/email',
  auth: 'optional',
  query: z.object({ email: emailSchema, kind: otpKind }),
  response: otpSentSchema,
  purpose: 'Send a code to an email for binding, sign-in or a reset (kind)',
});

export const verifyPhone = defineEndpoint({
  id: 'verify.phone',
  method: 'GET',
  service: 'root',
  path: '/api/v1/verify/phone',
  auth: 'optional',
  query: z.object({ phone: phoneSchema, area: areaCodeSchema, kind: otpKind }),
  response: otpSentSchema,
  purpose: 'Send a code to a mobile for binding, sign-in or a reset (kind)',
});

export const verificationEndpoints = [
  verifyRegEmail,
  verifyRegPhone,
  verifyEmail,
  verifyPhone,
] as const;
