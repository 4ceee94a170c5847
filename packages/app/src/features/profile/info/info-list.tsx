// The member's data (spec section 2, profile info): nickname, real name, email and mobile with
// their verified badges, ID, level, referral code with its copy button, and the currency.
import type { MemberInfo } from '@bet/api/contract/profile-schemas';
import { CopyButton } from '@bet/ui/copy-button';
import { useText } from '@bet/ui/text';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VerifiedBadge } from './verified-badge';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }

  & > dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function ReferralCode({ code }: { readonly code: string }) {
  const t = useText();
  const id = useId();
  return (
    <>
      <span id={id}>{code}</span>
      <CopyButton
        text={code}
        kind="code"
        label={t('profile:copyCode')}
        size="sm"
        variant="secondary"
        aria-describedby={id}
      />
    </>
  );
}

export function InfoList({ member }: { readonly member: MemberInfo }) {
  const t = useText();
  const notSet = t('profile:info.notSet');
  const mobile = member.mobile === null ? null : `+${member.area_code ?? ''} ${member.mobile}`;
  return (
    <List aria-label={t('profile:personalInfo')}>
      <Row label={t('profile:nickname')}>{member.nickname}</Row>
      <Row label={t('profile:realName')}>{member.real_name ?? notSet}</Row>
      <Row label={t('profile:email')}>
        {member.email ?? notSet}
        <VerifiedBadge verified={member.email_verified} />
      </Row>
      <Row label={t('profile:mobile')}>
        {mobile ?? notSet}
        <VerifiedBadge verified={member.phone_verified} />
      </Row>
      <Row label={t('profile:userId')}>{member.id}</Row>
      <Row label={t('profile:level')}>{member.level}</Row>
      <Row label={t('profile:referralCode')}>
        <ReferralCode code={member.invite_code} />
      </Row>
      <Row label={t('profile:info.currency')}>{member.currency}</Row>
    </List>
  );
}
