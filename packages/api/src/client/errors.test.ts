import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  ApiBusinessError,
  ApiFetchError,
  ApiHttpError,
  ApiInvalidInputError,
  httpMessageKey,
  isApiError,
  userMessage,
} from './errors';

describe('error messages (spec section 8)', () => {
  it('maps statuses to the spec message keys', () => {
    expect(httpMessageKey(401)).toBe('errors.unauthorized');
    expect(httpMessageKey(500)).toBe('errors.serverError');
    expect(httpMessageKey(503)).toBe('errors.serverError');
    expect(httpMessageKey(404)).toBe('errors.pageNotWorking');
    expect(httpMessageKey(422)).toBe('errors.pageNotWorking');
  });

  it('shows the server msg when there is one, else the key', () => {
    expect(userMessage(new ApiHttpError('x.y', 500, 'DB down'))).toEqual({ text: 'DB down' });
    expect(userMessage(new ApiHttpError('x.y', 500, null))).toEqual({ key: 'errors.serverError' });
    expect(userMessage(new ApiBusinessError('x.y', 1, 'Currency not supported'))).toEqual({
      text: 'Currency not supported',
    });
    expect(userMessage(new ApiBusinessError('x.y', 1, ' '))).toEqual({
      key: 'errors.somethingWentWrong',
    });
    expect(userMessage(new ApiFetchError('x.y', 'offline'))).toEqual({ key: 'errors.fetchError' });
  });

  it('an invalid input error carries the first validation key', () => {
    const issues = z
      .object({ a: z.string().min(3, 'validation.nicknameTooShort') })
      .safeParse({ a: 'x' }).error?.issues;
    const error = new ApiInvalidInputError('profile.setNickname', 'body', issues ?? []);
    expect(error.messageKey).toBe('validation.nicknameTooShort');
    expect(error.message).toContain(
      'profile.setNickname: invalid body: a validation.nicknameTooShort',
    );
    const plain = new ApiInvalidInputError(
      'x.y',
      'query',
      z.number().safeParse('a').error?.issues ?? [],
    );
    expect(plain.messageKey).toBe('errors.somethingWentWrong');
  });

  it('tells ApiErrors from other errors', () => {
    expect(isApiError(new ApiFetchError('x.y', 'offline'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('x')).toBe(false);
  });
});
