// A refused payment password (spec section 9: the 5th failure locks it): the server's data says
// how many tries are left, or when the lock ends; shown in the member's language.
import { paymentPasswordRefusalSchema } from '@bet/api/contract/profile-schemas';
import { PAYMENT_PASSWORD_MAX_ATTEMPTS } from '@bet/domain/constants';
import { useText } from '@bet/ui/text';
import { errorMessage } from '../../../lib/api/error-message';
import { FormattedDate } from '../../../lib/ui/formatted-date';

export function RefusalMessage({ error }: { readonly error: unknown }) {
  const t = useText();
  const data = (error as { data?: unknown } | null)?.data;
  const refusal = paymentPasswordRefusalSchema.safeParse(data);
  if (!refusal.success) return <>{errorMessage(t, error)}</>;
  if (refusal.data.reason === 'paymentPasswordWrong')
    return <>{t('wallet:withdrawForm.wrongPassword', { count: refusal.data.attempts_left })}</>;
  return (
    <>
      {t('wallet:withdrawForm.passwordLocked', { attempts: PAYMENT_PASSWORD_MAX_ATTEMPTS })}{' '}
      <FormattedDate value={refusal.data.locked_until} />
    </>
  );
}
