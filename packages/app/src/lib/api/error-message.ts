// What to show for a failed call (spec section 8): the server's msg when it sent one, else the
// translated message of the error kind (timeout, server error, page not working...).
import { isApiError, userMessage } from '@bet/api/client/errors';
import { toI18nKey } from '@bet/i18n/keys';
import type { i18n as I18n } from 'i18next';

type LooseT = (key: string) => string;

export function errorMessage(i18n: I18n, error: unknown): string {
  const t = i18n.t as unknown as LooseT;
  if (!isApiError(error)) return t('errors:somethingWentWrong');
  const message = userMessage(error);
  return 'text' in message ? message.text : t(toI18nKey(message.key));
}
