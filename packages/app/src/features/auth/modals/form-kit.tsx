// Pieces the three auth forms share: validation messages, the consent boxes, the send-code
// button with its resend countdown, and the form's error alert.
import { fail, OK, type ValidationResult } from '@bet/domain/validation';
import { toI18nKey } from '@bet/i18n';
import { Button } from '@bet/ui/button';
import { Checkbox } from '@bet/ui/checkbox';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLabel, type Label } from '../../../lib/i18n/use-label';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The translated message of a failed validation, or undefined when it passed. */
export function messageOf(label: Label, result: ValidationResult): string | undefined {
  return result.ok ? undefined : label(toI18nKey(result.error));
}

/** Collects the failed checks; an empty object means the form may be sent. */
export function collectErrors<F extends string>(
  label: Label,
  checks: Readonly<Partial<Record<F, ValidationResult>>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, result] of Object.entries(checks) as [F, ValidationResult][]) {
    const message = messageOf(label, result);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const AlertBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.error.soft};
  color: ${({ theme }) => theme.palette.text.primary};
`;

export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div aria-live="assertive">{message ? <AlertBox role="alert">{message}</AlertBox> : null}</div>
  );
}

export interface Consent {
  readonly adult: boolean;
  readonly terms: boolean;
}

/** Spec section 5: registration (and sign-in, spec section 2) needs 18+ and the terms. */
export function ConsentFields(props: {
  value: Consent;
  onChange: (value: Consent) => void;
  errors: FieldErrors<'adult' | 'terms'>;
}) {
  const { t } = useTranslation('auth');
  const { value, onChange, errors } = props;
  return (
    <>
      <Checkbox
        label={t('consentAge')}
        checked={value.adult}
        required
        error={errors.adult}
        onChange={(event) => onChange({ ...value, adult: event.target.checked })}
      />
      <Checkbox
        label={t('consentTerms')}
        checked={value.terms}
        required
        error={errors.terms}
        onChange={(event) => onChange({ ...value, terms: event.target.checked })}
      />
    </>
  );
}

export function consentChecks(consent: Consent): Record<'adult' | 'terms', ValidationResult> {
  return {
    adult: consent.adult ? OK : fail('validation.underAge'),
    terms: consent.terms ? OK : fail('validation.termsRequired'),
  };
}

/** Seconds left before another code may be asked for (the server's resend_after). */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

export function SendCodeButton(props: {
  onSend: () => void;
  loading: boolean;
  secondsLeft: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const waiting = props.secondsLeft > 0;
  return (
    <Button
      variant="secondary"
      data-testid="send-code"
      loading={props.loading}
      disabled={waiting}
      onClick={props.onSend}
    >
      {waiting ? t('resendIn', { seconds: props.secondsLeft }) : t('sendCode')}
    </Button>
  );
}

/** The field's label function, for components that only need validation messages. */
export function useValidationLabel(): Label {
  return useLabel();
}
