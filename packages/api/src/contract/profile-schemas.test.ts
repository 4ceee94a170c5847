import { describe, expect, it } from 'vitest';
import {
  bindPhoneBodySchema,
  changePasswordBodySchema,
  nicknameBodySchema,
} from './profile-schemas';
import { registerEmailBodySchema, sessionSchema } from './auth-schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('member bodies carry the validation keys of spec section 5', () => {
  it('password change: valid new password, matching confirmation', () => {
    const ok = { old_password: 'x', new_password: 'abcdef12', confirm_password: 'abcdef12' };
    expect(changePasswordBodySchema.safeParse(ok).success).toBe(true);
    expect(
      messages(
        changePasswordBodySchema.safeParse({
          ...ok,
          new_password: 'short1',
          confirm_password: 'short1',
        }),
      ),
    ).toEqual(['validation.passwordTooShort']);
    expect(
      messages(changePasswordBodySchema.safeParse({ ...ok, confirm_password: 'abcdef13' })),
    ).toEqual(['validation.passwordsDoNotMatch']);
    expect(
      messages(
        changePasswordBodySchema.safeParse({
          ...ok,
          new_password: 'abcdefgh',
          confirm_password: 'abcdefgh',
        }),
      ),
    ).toEqual(['validation.passwordNeedsLetterAndNumber']);
  });

  it('nickname: at least 6 characters, trimmed', () => {
    expect(nicknameBodySchema.parse({ nickname: '  player1 ' })).toEqual({ nickname: 'player1' });
    expect(messages(nicknameBodySchema.safeParse({ nickname: 'abc' }))).toEqual([
      'validation.nicknameTooShort',
    ]);
  });

  it('registration needs the terms and 18+ consent', () => {
    const body = {
      email: 'a@example.com',
      password: 'abcdef12',
      code: '1234',
      terms: true,
      adult: true,
    };
    expect(registerEmailBodySchema.safeParse(body).success).toBe(true);
    expect(registerEmailBodySchema.safeParse({ ...body, adult: false }).success).toBe(false);
    expect(registerEmailBodySchema.safeParse({ ...body, terms: undefined }).success).toBe(false);
    expect(messages(registerEmailBodySchema.safeParse({ ...body, email: 'nope' }))).toEqual([
      'validation.emailInvalid',
    ]);
  });

  it('a mobile is checked against the country of its dial code', () => {
    expect(
      bindPhoneBodySchema.safeParse({ phone: '11987654321', area_code: 55, code: '1' }).success,
    ).toBe(true);
    expect(
      messages(bindPhoneBodySchema.safeParse({ phone: '11987654321', area_code: 91, code: '1' })),
    ).toEqual(['validation.mobileInvalid']);
  });

  it('a session has a role of spec section 6 and a numeric uid', () => {
    expect(sessionSchema.parse({ token: 't', fresh_token: 'f', uid: '7', role: 2 })).toEqual({
      token: 't',
      fresh_token: 'f',
      uid: 7,
      role: 2,
    });
    expect(sessionSchema.safeParse({ token: 't', fresh_token: 'f', uid: 7, role: 1 }).success).toBe(
      false,
    );
  });
});
