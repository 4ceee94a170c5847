// The profile's security section (spec section 2): email and mobile binding with a one-time code,
// the login password change (after the email is verified), and the payment password: set, or
// reset with an emailed code.
import type { MemberInfo } from '@bet/api/contract/profile-schemas';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { QueryView } from '../../../lib/ui/query-view';
import { PaymentPasswordForm } from '../forms/payment-password-form';
import { VerifiedBadge } from '../info/verified-badge';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { PasswordChangeForm } from './password-change-form';
import { ResetPaymentPasswordForm } from './reset-payment-password-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 40rem;
`;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  & > h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
  }
`;

const EMAIL_PART_ID = 'profile-email';

/** The "verify your email" of the password change: to the email field, on this screen. */
function toEmailBinding() {
  const field = document.getElementById(EMAIL_PART_ID)?.querySelector('input');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

function Titled(props: { id?: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Part id={props.id} aria-label={props.title}>
      <h3>
        {props.title}
        {props.badge}
      </h3>
      {props.children}
    </Part>
  );
}

function PaymentPassword({ member }: { readonly member: MemberInfo }) {
  const t = useText();
  if (!member.has_bank_password) return <PaymentPasswordForm />;
  if (member.email !== null && member.email_verified)
    return <ResetPaymentPasswordForm email={member.email} />;
  return <p>{t('profile:account.resetNeedsEmail')}</p>;
}

function SecurityParts({ member }: { readonly member: MemberInfo }) {
  const t = useText();
  return (
    <>
      <Titled
        id={EMAIL_PART_ID}
        title={t('profile:email')}
        badge={<VerifiedBadge verified={member.email_verified} />}
      >
        {member.email ? <p>{member.email}</p> : null}
        <BindEmailForm />
      </Titled>
      <Titled
        title={t('profile:mobile')}
        badge={<VerifiedBadge verified={member.phone_verified} />}
      >
        {member.mobile ? <p>{`+${member.area_code ?? ''} ${member.mobile}`}</p> : null}
        <BindMobileForm />
      </Titled>
      <Titled title={t('profile:loginPassword')}>
        <PasswordChangeForm emailVerified={member.email_verified} onVerifyEmail={toEmailBinding} />
      </Titled>
      <Titled title={t('profile:paymentPassword')}>
        <PaymentPassword member={member} />
      </Titled>
    </>
  );
}

function SecuritySection() {
  useNamespaces('profile');
  const t = useText();
  const info = useQuery(endpointQuery('profile.info'));
  return (
    <Stack>
      <h2>{t('profile:security')}</h2>
      <QueryView
        query={info}
        placeholder={<Skeleton lines={10} />}
        errorText={t('errors:somethingWentWrong')}
        headingLevel={3}
      >
        {(member) => <SecurityParts member={member} />}
      </QueryView>
    </Stack>
  );
}

export { SecuritySection as Component };
