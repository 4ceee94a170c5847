// What a failed call shows: a refusal whose data names a catalogue key (the profile's refusals) or
// a safer-play reason (issue 14), in the member's language, before the server's English msg; else
// the server's msg, else the error kind's message.
import { ApiBusinessError, ApiFetchError, ApiTimeoutError } from '@bet/api/client/errors';
import type { Text } from '@bet/ui/text';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as Text;
const refused = (data: unknown) => new ApiBusinessError('wallet.recharge', 1, 'English msg', data);

const tk = ((key: string) => `<${key}>`) as Text;

afterEach(() => document.documentElement.setAttribute('lang', 'en'));

describe('errorMessage', () => {
  it('says how much a deposit limit still allows', () => {
    const error = refused({ reason: 'depositLimit', period: 'day', allowed: '50' });
    expect(errorMessage(t, error)).toBe('errors:depositLimitReached {"allowed":"50"}');
  });

  it('says until when a time-out or a self-exclusion lasts, in the page language', () => {
    document.documentElement.setAttribute('lang', 'pt');
    const until = '2026-03-02T10:00:00.000Z';
    const when = new Date(until).toLocaleString('pt', { dateStyle: 'medium', timeStyle: 'short' });
    expect(errorMessage(t, refused({ reason: 'timeOut', until }))).toBe(
      `errors:timeOutActive ${JSON.stringify({ until: when })}`,
    );
    expect(errorMessage(t, refused({ reason: 'selfExcluded', until }))).toBe(
      `errors:selfExcluded ${JSON.stringify({ until: when })}`,
    );
  });

  it('shows the server msg for other data, and the kind of other errors', () => {
    expect(errorMessage(t, refused({ reason: 'timeOut', until: 'soon' }))).toBe('English msg');
    expect(errorMessage(t, refused({ reason: 'paymentPasswordWrong', attempts_left: 2 }))).toBe(
      'English msg',
    );
    expect(errorMessage(t, refused(null))).toBe('English msg');
    expect(errorMessage(t, new ApiTimeoutError('wallet.recharge', 'timed out'))).toBe(
      'errors:requestTimeout',
    );
    expect(errorMessage(t, new Error('x'))).toBe('errors:somethingWentWrong');
  });

  it("says the key named by the refusal's data, not the English msg", () => {
    const error = new ApiBusinessError('profile.bindEmail', 1, 'OTP failed, close and retry', {
      message_key: 'errors.otpFailed',
    });
    expect(errorMessage(tk, error)).toBe('<errors:otpFailed>');
    const validation = new ApiBusinessError('profile.changePassword', 1, 'Needs email', {
      message_key: 'validation.emailNotVerified',
    });
    expect(errorMessage(tk, validation)).toBe('<validation:emailNotVerified>');
  });

  it("falls back to the server's msg when the data names no catalogue key", () => {
    for (const data of [null, { message_key: 'not a key' }, { message_key: 7 }, 'text'])
      expect(errorMessage(tk, new ApiBusinessError('x.y', 1, 'Plain refusal', data))).toBe(
        'Plain refusal',
      );
  });

  it('says the error kind when there is no msg', () => {
    expect(errorMessage(tk, new ApiFetchError('x.y', 'offline'))).toBe('<errors:fetchError>');
    expect(errorMessage(tk, new Error('boom'))).toBe('<errors:somethingWentWrong>');
  });
});
