// What a refusal says: the catalogue's key the server names in the data (the profile's refusals,
// said in the member's language), else the server's msg, else the error kind's message.
import { ApiBusinessError, ApiFetchError } from '@bet/api/client/errors';
import type { Text } from '@bet/ui/text';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const t = ((key: string) => `<${key}>`) as Text;

describe('errorMessage', () => {
  it("says the key named by the refusal's data, not the English msg", () => {
    const error = new ApiBusinessError('profile.bindEmail', 1, 'OTP failed, close and retry', {
      message_key: 'errors.otpFailed',
    });
    expect(errorMessage(t, error)).toBe('<errors:otpFailed>');
    const validation = new ApiBusinessError('profile.changePassword', 1, 'Needs email', {
      message_key: 'validation.emailNotVerified',
    });
    expect(errorMessage(t, validation)).toBe('<validation:emailNotVerified>');
  });

  it("falls back to the server's msg when the data names no catalogue key", () => {
    for (const data of [null, { message_key: 'not a key' }, { message_key: 7 }, 'text'])
      expect(errorMessage(t, new ApiBusinessError('x.y', 1, 'Plain refusal', data))).toBe(
        'Plain refusal',
      );
  });

  it('says the error kind when there is no msg', () => {
    expect(errorMessage(t, new ApiFetchError('x.y', 'offline'))).toBe('<errors:fetchError>');
    expect(errorMessage(t, new Error('boom'))).toBe('<errors:somethingWentWrong>');
  });
});
