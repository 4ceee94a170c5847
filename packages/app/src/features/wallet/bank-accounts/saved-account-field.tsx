// Where a bank withdrawal goes: one of the saved accounts, the default chosen first (the
// accounts themselves are managed beside the form, in BankAccounts).
import { FormField } from '@bet/ui/form-field';
import { Select } from '@bet/ui/select';
import { useText } from '@bet/ui/text';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms/field-error';
import { maskedAccount, useBankAccounts } from './bank-accounts-query';

export function SavedAccountField() {
  const t = useText();
  const form = useFormContext<{ info_id?: number | undefined }>();
  const accounts = useBankAccounts();
  const error = useFieldError(form, 'info_id');
  const list = accounts.data;
  const chosen = form.watch('info_id');
  // The default account is chosen first, and again when the chosen one is deleted.
  useEffect(() => {
    if (list === undefined || list.some((a) => a.id === chosen)) return;
    form.setValue('info_id', (list.find((a) => a.is_default) ?? list[0])?.id);
  }, [list, chosen, form]);
  return (
    <FormField label={t('wallet:withdrawForm.toAccount')} error={error} required>
      <Controller
        control={form.control}
        name="info_id"
        render={({ field }) => (
          <Select
            name={field.name}
            ref={field.ref}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value) || undefined)}
            onBlur={field.onBlur}
            placeholder={t('wallet:withdrawForm.chooseAccount')}
            options={(list ?? []).map((a) => ({
              value: String(a.id),
              label: `${a.bank} ${maskedAccount(a.account)}`,
            }))}
          />
        )}
      />
    </FormField>
  );
}
