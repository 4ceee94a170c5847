import { normalizeNationalNumber, numericAreaCode } from '@bet/domain/dial-codes';
import { validateMobile } from '@bet/domain/validation';
import * as z from 'zod';
import {
  areaCodeSchema,
  emailSchema,
  numericIdSchema,
  otpSchema,
  phoneSchema,
  textSchema,
} from './common';
import { mobileOfArea, passwordSchema, roleValueSchema } from './profile-schemas';
import { checkWith } from './validated';

// Schemas of the sign-in, registration and session calls (spec section 7, "User and account"),
// with the validation rules of spec section 5 so that client and server reject the same input.

/** Session answer of every sign-in and registration call (spec section 3, stored keys). */
export const sessionSchema = z.object({
  token: z.string().min(1),
  fresh_token: z.string().min(1),
  uid: numericIdSchema,
  role: roleValueSchema,
});

export type Session = z.infer<typeof sessionSchema>;

/** Registration and sign-in require the terms and being 18 or older (spec sections 2 and 5). */
export const consentSchema = z.object({
  terms: z.literal(true, { error: 'validation.termsRequired' }),
  adult: z.literal(true, { error: 'validation.underAge' }),
});

const consent = { ...consentSchema.shape, invite_code: textSchema('code').optional() };

/** A mobile number as a member types it: the dial code ('+55') and the national number. */
export const phoneEntrySchema = z
  .object({ dialCode: z.string(), number: z.string() })
  .superRefine(
    checkWith(
      (entry: { dialCode: string; number: string }) => validateMobile(entry.number, entry.dialCode),
      ['number'],
    ),
  );

/** The national number and numeric area code the calls take (spec section 7, sign/phone). */
export function phoneBody(entry: { readonly dialCode: string; readonly number: string }) {
  return {
    phone: normalizeNationalNumber(entry.number, entry.dialCode),
    area_code: numericAreaCode(entry.dialCode) ?? 0,
  };
}

export const registerEmailBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: otpSchema,
  ...consent,
});

export const registerPhoneBodySchema = z
  .object({
    phone: phoneSchema,
    area_code: areaCodeSchema,
    password: passwordSchema,
    code: otpSchema,
    ...consent,
  })
  .superRefine(mobileOfArea);

/** Password sign-in with email or mobile ("email or mobile" is required, spec section 5). */
export const signInBodySchema = z.object({
  account: textSchema('email').min(1),
  password: textSchema('password').min(1),
  area_code: areaCodeSchema.optional(),
});

export const signInPhoneBodySchema = z
  .object({ area_code: areaCodeSchema, phone: phoneSchema, code: otpSchema })
  .superRefine(mobileOfArea);

export const signInEmailBodySchema = z.object({ email: emailSchema, code: otpSchema });

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  code: otpSchema,
  password: passwordSchema,
});

/** Refresh answer: a new token, and a new refresh token when the server rotates it. */
export const refreshSchema = z.object({
  token: z.string().min(1),
  fresh_token: z.string().min(1).optional(),
});
