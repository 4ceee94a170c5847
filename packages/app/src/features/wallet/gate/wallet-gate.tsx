// Withdrawal and transfer need a real name and a payment password first (spec section 5). The
// gates come in that order, each with its way forward: the form that sets it, right here.
import { canWithdraw } from '@bet/domain/validation';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import { QueryView } from '../../../lib/ui/query-view';
import { PaymentPasswordForm, RealNameForm } from '../../profile';

export function WalletGate({ children }: { readonly children: ReactNode }) {
  const t = useText();
  const info = useQuery(endpointQuery('profile.info'));
  return (
    <QueryView
      query={info}
      placeholder={<Skeleton height="8rem" />}
      errorText={t('errors:somethingWentWrong')}
      headingLevel={3}
    >
      {(member) => {
        const hasRealName = member.real_name !== null && member.real_name.trim() !== '';
        if (canWithdraw({ hasRealName, hasPaymentPassword: member.has_bank_password }).ok)
          return children;
        return hasRealName ? (
          <PaymentPasswordForm hint={t('wallet:setPaymentPasswordFirst')} />
        ) : (
          <RealNameForm hint={t('wallet:setRealNameFirst')} />
        );
      }}
    </QueryView>
  );
}
