// The auth forms' rules, composed from the contract's shared schemas (the same checks the server
// runs on the request): the identifier (email or mobile tab), the secret (password, or a one-time
// code for quick login), and the 18+ and terms consent. Each form's submit turns its parsed
// values into the request of the call it makes.
import { consentSchema, phoneBody, phoneEntrySchema } from '@bet/api/contract/auth-schemas';
import { emailSchema, otpSchema } from '@bet/api/contract/common';
import { passwordSchema } from '@bet/api/contract/profile-schemas';
import * as z from 'zod';

/** The national number as typed; checked only on the mobile tab. */
const phoneDraft = z.object({ dialCode: z.string(), number: z.string() });

/** The mobile / email tabs: only the chosen tab's field is checked. */
export const identifierSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mobile'), phone: phoneEntrySchema, email: z.string() }),
  z.object({ channel: z.literal('email'), phone: phoneDraft, email: emailSchema }),
]);
export type IdentifierValues = z.output<typeof identifierSchema>;

export function emptyIdentifier(dialCode: string) {
  return { channel: 'mobile' as const, phone: { dialCode, number: '' }, email: '' };
}

/** The identifier as the calls name it: an email, or a phone and its numeric area code. */
export function identifierBody(values: IdentifierValues) {
  return values.channel === 'email'
    ? ({ channel: 'email', email: values.email } as const)
    : ({ channel: 'mobile', ...phoneBody(values.phone) } as const);
}

/** Password sign-in needs a password; quick login a one-time code (spec section 2). */
const secretSchema = z.discriminatedUnion('quick', [
  z.object({
    quick: z.literal(false),
    password: z.string().min(1, 'validation.passwordRequired'),
    code: z.string(),
  }),
  z.object({ quick: z.literal(true), code: otpSchema, password: z.string() }),
]);

export const loginFormSchema = identifierSchema
  .and(secretSchema)
  .and(consentSchema.extend({ referral: z.string().trim() }));
export type LoginValues = z.output<typeof loginFormSchema>;

export const registerFormSchema = identifierSchema.and(
  consentSchema.extend({
    code: otpSchema,
    password: passwordSchema,
    inviteCode: z.string().trim(),
  }),
);
export type RegisterValues = z.output<typeof registerFormSchema>;

/** Step one of the forgotten password: the email that gets the reset code. */
export const forgotEmailSchema = z.object({ email: emailSchema });

/** Step two: the code, and the new password twice (spec section 5: they must match). */
export const forgotChangeSchema = z
  .object({ code: otpSchema, password: passwordSchema, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    message: 'validation.passwordsDoNotMatch',
    path: ['confirm'],
  });
