// What to show for a failed call (spec section 8): the server's msg when it sent one, else the
// translated message of the error kind (timeout, server error, page not working...).
import { ERROR_KEYS, isApiError, userMessage, type ErrorKey } from '@bet/api/client/errors';
import type { ValidationKey } from '@bet/domain/validation-keys';
import { toI18nKey } from '@bet/i18n/keys';
import type { Text } from '@bet/ui/text';

/**
 * The error carries a key as data ('errors.serverError', 'validation.cpfInvalid'). Checked by its
 * shape, not against the catalogue's lists: those would put every key into the first render's
 * JavaScript, and a key the strings lack shows as itself, as any missing string does.
 */
const CATALOGUE_KEY = /^(errors|validation)\.[A-Za-z][A-Za-z0-9]*$/;

function isKnownKey(key: string): key is ErrorKey | ValidationKey {
  return CATALOGUE_KEY.test(key);
}

/**
 * A refusal whose data names the catalogue's key (`keyedRefusalSchema` of the contract: the
 * profile's "already verified", "OTP failed", "change failed") is said in the member's language.
 */
function keyOfData(error: { data?: unknown }): ErrorKey | ValidationKey | null {
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('message_key' in data)) return null;
  const key = data.message_key;
  return typeof key === 'string' && isKnownKey(key) ? key : null;
}

/** `t` is the caller's `useText()`. A key no catalogue has shows the generic message. */
export function errorMessage(t: Text, error: unknown): string {
  if (!isApiError(error)) return t('errors:somethingWentWrong');
  const keyed = 'data' in error ? keyOfData(error) : null;
  if (keyed !== null) return t(toI18nKey(keyed));
  const message = userMessage(error);
  if ('text' in message) return message.text;
  return t(toI18nKey(isKnownKey(message.key) ? message.key : ERROR_KEYS.somethingWentWrong));
}
