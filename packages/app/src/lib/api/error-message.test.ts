// What a failed call shows: a safer-play refusal (issue 14) in the member's language, before the
// server's English msg; anything else as before.
import { ApiBusinessError, ApiTimeoutError } from '@bet/api/client/errors';
import type { Text } from '@bet/ui/text';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as Text;
const refused = (data: unknown) => new ApiBusinessError('wallet.recharge', 1, 'English msg', data);

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
});
