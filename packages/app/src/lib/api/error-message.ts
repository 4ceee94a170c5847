// What to show for a failed call (spec section 8): the server's msg when it sent one, else the
// translated message of the error kind (timeout, server error, page not working...).
import { ERROR_KEYS, isApiError, userMessage, type ErrorKey } from '@bet/api/client/errors';
import { VALIDATION_KEYS, type ValidationKey } from '@bet/domain/validation';
import { toI18nKey } from '@bet/i18n/keys';
import type { Text } from '@bet/ui/text';

const KNOWN = new Set<string>([...Object.values(ERROR_KEYS), ...VALIDATION_KEYS]);

/** The error carries a key as data ('errors.serverError', 'validation.cpfInvalid'). */
function isKnownKey(key: string): key is ErrorKey | ValidationKey {
  return KNOWN.has(key);
}

/** `t` is the caller's `useText()`. A key no catalogue has shows the generic message. */
export function errorMessage(t: Text, error: unknown): string {
  if (!isApiError(error)) return t('errors:somethingWentWrong');
  const message = userMessage(error);
  if ('text' in message) return message.text;
  return t(toI18nKey(isKnownKey(message.key) ? message.key : ERROR_KEYS.somethingWentWrong));
}
