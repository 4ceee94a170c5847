// The mobile / email tabs of the login and register modals (spec section 2): one identifier
// field per tab, validated with the rules of spec section 5.
import { numericAreaCode, normalizeNationalNumber } from '@bet/domain/dial-codes';
import { validateEmail, validateMobile, type ValidationResult } from '@bet/domain/validation';
import { FormField } from '@bet/ui/form-field';
import { PhoneInput, type PhoneValue } from '@bet/ui/phone-input';
import { Tabs } from '@bet/ui/tabs';
import { TextInput } from '@bet/ui/text-input';
import { useTranslation } from 'react-i18next';

export type Channel = 'mobile' | 'email';

export interface Identifier {
  readonly channel: Channel;
  readonly phone: PhoneValue;
  readonly email: string;
}

export function emptyIdentifier(dialCode: string): Identifier {
  return { channel: 'mobile', phone: { dialCode, number: '' }, email: '' };
}

export function checkIdentifier(id: Identifier): ValidationResult {
  return id.channel === 'email'
    ? validateEmail(id.email)
    : validateMobile(id.phone.number, id.phone.dialCode);
}

/** The national number and numeric area code the API takes (spec section 7, sign/phone). */
export function phoneParts(phone: PhoneValue): { phone: string; area: number } {
  return {
    phone: normalizeNationalNumber(phone.number, phone.dialCode),
    area: numericAreaCode(phone.dialCode) ?? 0,
  };
}

export function IdentifierTabs(props: {
  value: Identifier;
  onChange: (value: Identifier) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const { value, onChange, error } = props;
  const mobile = (
    <FormField label={t('mobile')} error={value.channel === 'mobile' ? error : undefined} required>
      <PhoneInput
        value={value.phone}
        onChange={(phone) => onChange({ ...value, phone })}
        name="mobile"
      />
    </FormField>
  );
  const email = (
    <FormField label={t('email')} error={value.channel === 'email' ? error : undefined} required>
      <TextInput
        type="email"
        name="email"
        autoComplete="email"
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
    </FormField>
  );
  return (
    <Tabs
      fitted
      aria-label={t('emailOrMobile')}
      value={value.channel}
      onChange={(id) => onChange({ ...value, channel: id === 'email' ? 'email' : 'mobile' })}
      items={[
        { id: 'mobile', label: t('tabs.mobile'), content: mobile },
        { id: 'email', label: t('tabs.email'), content: email },
      ]}
    />
  );
}
