// The 18+ and terms consent of the login and register forms (spec sections 2 and 5).
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../lib/forms/form-fields';

interface ConsentInput {
  adult: boolean;
  terms: boolean;
}

export function ConsentFields() {
  const { t } = useTranslation('auth');
  const form = useFormContext<ConsentInput>();
  return (
    <>
      <CheckboxField form={form} name="adult" label={t('consentAge')} />
      <CheckboxField form={form} name="terms" label={t('consentTerms')} />
    </>
  );
}
