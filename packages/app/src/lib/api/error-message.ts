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
 * A safer-play refusal's data (@bet/api safetyRefusalSchema, issue 14), checked by its shape so
 * that no schema joins the first render: it says in the member's language what was refused.
 */
function safetyRefusalText(t: Text, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('reason' in data)) return undefined;
  const refusal = data as { reason: unknown; allowed?: unknown; until?: unknown };
  if (refusal.reason === 'depositLimit' && typeof refusal.allowed === 'string')
    return t('errors:depositLimitReached', { allowed: refusal.allowed });
  if (refusal.reason !== 'timeOut' && refusal.reason !== 'selfExcluded') return undefined;
  const until = new Date(typeof refusal.until === 'string' ? refusal.until : Number.NaN);
  if (Number.isNaN(until.getTime())) return undefined;
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const when = until.toLocaleString(lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return refusal.reason === 'timeOut'
    ? t('errors:timeOutActive', { until: when })
    : t('errors:selfExcluded', { until: when });
}

/**
 * `t` is the caller's `useText()`. A safer-play refusal shows its translated reason; a key no
 * catalogue has shows the generic message.
 */
export function errorMessage(t: Text, error: unknown): string {
  if (!isApiError(error)) return t('errors:somethingWentWrong');
  const refusal = 'data' in error ? safetyRefusalText(t, error.data) : undefined;
  if (refusal !== undefined) return refusal;
  const message = userMessage(error);
  if ('text' in message) return message.text;
  return t(toI18nKey(isKnownKey(message.key) ? message.key : ERROR_KEYS.somethingWentWrong));
}
