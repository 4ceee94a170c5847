// Adding a withdrawal account (spec section 3): country, its bank (from the server), account type
// (the server's trade types), number, code, CPF for Brazil (checksum), default, and the payment
// password the call needs. The rules are the contract's bankInformationBodySchema.
import { bankInformationBodySchema } from '@bet/api/contract/wallet-schemas';
import { isLanguageCode, languageInfo } from '@bet/domain/languages';
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useMutation } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { endpointMutation } from '../../../lib/api/endpoint-query';
import { CheckboxField, PasswordField, TextField } from '../../../lib/forms/form-fields';
import { FormStack } from '../../../lib/forms/form-layout';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLanguage } from '../../../lib/i18n/text';
import { RefusalMessage } from '../withdraw/payment-password-refusal';
import { OptionalTextField, SelectField } from './select-field';
import { ACCOUNT_COUNTRIES, countryName, useBankTypes, useTradeTypes } from './bank-accounts-query';

const EMPTY = {
  country: 'BR',
  bank: '',
  account_type: '',
  account: '',
  code: undefined,
  cpf: undefined,
  is_default: true,
  bank_password: '',
};

export function BankAccountForm({ onDone }: { readonly onDone: () => void }) {
  const t = useText();
  const language = useLanguage();
  const locale = isLanguageCode(language) ? languageInfo(language).intlLocale : language;
  const form = useSchemaForm(bankInformationBodySchema, EMPTY);
  const country = form.watch('country');
  const banks = useBankTypes(country);
  const types = useTradeTypes();
  const add = useMutation(
    endpointMutation('wallet.addBankAccount', {
      errorToast: false,
      invalidates: ['wallet.bankAccounts'],
    }),
  );
  const submit = form.handleSubmit((body) => add.mutate({ body }, { onSuccess: onDone }));
  return (
    <FormProvider {...form}>
      <FormStack
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('wallet:addBankAccount')}
      >
        <SelectField
          name="country"
          label={t('wallet:country')}
          options={ACCOUNT_COUNTRIES.map((iso) => ({
            value: iso,
            label: countryName(iso, locale),
          }))}
        />
        <SelectField
          name="bank"
          label={t('wallet:bank')}
          placeholder={t('wallet:bankAccountForm.chooseBank')}
          options={(banks.data ?? []).map((b) => ({
            value: b.name,
            label: `${b.name} (${b.code})`,
          }))}
        />
        <SelectField
          name="account_type"
          label={t('wallet:accountType')}
          placeholder={t('wallet:bankAccountForm.chooseType')}
          options={(types.data ?? []).map((type) => ({ value: type.kind, label: type.name }))}
        />
        <TextField
          form={form}
          name="account"
          label={t('wallet:accountNumber')}
          autoComplete="off"
        />
        <OptionalTextField name="code" label={t('wallet:code')} />
        {country === 'BR' ? (
          <OptionalTextField
            name="cpf"
            label={t('wallet:cpf')}
            inputMode="numeric"
            required
            hint={t('wallet:bankAccountForm.cpfHint')}
          />
        ) : null}
        <CheckboxField form={form} name="is_default" label={t('wallet:defaultAccount')} optional />
        <PasswordField
          form={form}
          name="bank_password"
          label={t('profile:paymentPassword')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
        <div aria-live="assertive">
          {add.isError ? (
            <p role="alert">
              <RefusalMessage error={add.error} />
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={add.isPending} disabled={add.isPending}>
          {t('ui:save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('ui:cancel')}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
