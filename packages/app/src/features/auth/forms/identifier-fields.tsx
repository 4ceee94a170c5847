// The mobile / email tabs of the login and register forms (spec section 2): one identifier field
// per tab; switching tabs changes which one the form checks. Rendered inside the form's
// FormProvider, like every field group shared by several forms.
import { Tabs } from '@bet/ui/tabs';
import { useText } from '@bet/ui/text';
import { useFormContext } from 'react-hook-form';
import { PhoneField, TextField } from '../../../lib/forms/form-fields';
import type { identifierSchema } from './auth-form-schemas';
import type * as z from 'zod';
import { useNamespaces } from '../../../lib/i18n/text';

type IdentifierInput = z.input<typeof identifierSchema>;

export function IdentifierFields() {
  useNamespaces('auth');
  const t = useText();
  const form = useFormContext<IdentifierInput>();
  return (
    <Tabs
      fitted
      aria-label={t('auth:emailOrMobile')}
      value={form.watch('channel')}
      onChange={(id) => {
        form.setValue('channel', id === 'email' ? 'email' : 'mobile');
        form.clearErrors(['email', 'phone']);
      }}
      items={[
        {
          id: 'mobile',
          label: t('auth:tabs.mobile'),
          content: <PhoneField form={form} name="phone" label={t('auth:mobile')} />,
        },
        {
          id: 'email',
          label: t('auth:tabs.email'),
          content: (
            <TextField
              form={form}
              name="email"
              label={t('auth:email')}
              type="email"
              autoComplete="email"
            />
          ),
        },
      ]}
    />
  );
}

/** Checks only the chosen tab's field (before a code is sent to it). */
export function useIdentifierCheck() {
  const form = useFormContext<IdentifierInput>();
  return () => form.trigger(form.getValues('channel') === 'email' ? 'email' : 'phone');
}
