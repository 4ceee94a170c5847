// The 18+ and terms consent of the login and register forms (spec sections 2 and 5).
import { useFormContext } from 'react-hook-form';
import { useText } from '@bet/ui/text';
import { CheckboxField } from '../../../lib/forms/form-fields';
import { useNamespaces } from '../../../lib/i18n/text';

interface ConsentInput {
  adult: boolean;
  terms: boolean;
}

export function ConsentFields() {
  useNamespaces('auth');
  const t = useText();
  const form = useFormContext<ConsentInput>();
  return (
    <>
      <CheckboxField form={form} name="adult" label={t('auth:consentAge')} />
      <CheckboxField form={form} name="terms" label={t('auth:consentTerms')} />
    </>
  );
}
