// The invite modal (spec section 2): a QR code of the registration link with the invite code,
// the code with copy, the QR as a PNG download, the nickname, and sharing by copy link, Messenger,
// WhatsApp or Telegram. Agents choose the invite code type (spec section 6) where the brand allows.
import { INVITE_TYPES } from '@bet/api/contract/invite';
import { Button } from '@bet/ui/button';
import { CopyButton } from '@bet/ui/copy-button';
import { FormField } from '@bet/ui/form-field';
import { Modal } from '@bet/ui/modal';
import { QrCode } from '@bet/ui/qr-code';
import { Select } from '@bet/ui/select';
import { Skeleton } from '@bet/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppText } from '../../lib/i18n/use-app-text';
import { useBrand } from '../../lib/services';
import { InlineError } from '../../lib/ui/inline-error';
import { useBalance } from '../wallet';
import { useSession } from '../auth';
import { useInviteCode, type InviteType } from './invite-code-query';
import { registrationLink, shareTargets } from './invite-links';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: center;
  text-align: center;
`;

const Code = styled.output`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  letter-spacing: 0.08em;
`;

const LinkText = styled.output`
  max-width: 100%;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function TypeSelector({
  value,
  onChange,
}: {
  value: InviteType;
  onChange: (type: InviteType) => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <FormField label={t('profile:inviteCodeType')}>
      <Select
        value={String(value)}
        onChange={(event) =>
          onChange(
            Number(event.target.value) === INVITE_TYPES.agent
              ? INVITE_TYPES.agent
              : INVITE_TYPES.member,
          )
        }
        options={[
          { value: String(INVITE_TYPES.member), label: t('common:roles.user') },
          { value: String(INVITE_TYPES.agent), label: t('common:roles.agent') },
        ]}
      />
    </FormField>
  );
}

function InviteDetails({ code, nickname }: { code: string; nickname: string | undefined }) {
  const { t } = useTranslation('profile');
  const brand = useBrand();
  const link = registrationLink(window.location.origin, code);
  return (
    <>
      <QrCode
        value={link}
        size={200}
        label={t('inviteLink')}
        showDownload
        downloadFilename={`${brand.id}-invite`}
      />
      {nickname ? (
        <p>
          {t('nickname')}: <strong>{nickname}</strong>
        </p>
      ) : null}
      <span id="invite-code-label">{t('inviteCode')}</span>
      <Code aria-labelledby="invite-code-label" data-testid="invite-code">
        {code}
      </Code>
      <CopyButton text={code} kind="code" label={t('copyCode')} />
      <LinkText aria-label={t('inviteLink')} data-testid="invite-link">
        {link}
      </LinkText>
      <Row role="group" aria-label={t('shareVia')}>
        <CopyButton text={link} kind="link" label={t('copyLink')} />
        {shareTargets(link).map((target) => (
          <Button
            key={target.id}
            href={target.href}
            variant="secondary"
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(target.id)}
          </Button>
        ))}
      </Row>
    </>
  );
}

export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  const text = useAppText();
  const brand = useBrand();
  const { role } = useSession();
  const [type, setType] = useState<InviteType>(INVITE_TYPES.member);
  const invite = useInviteCode(type);
  const account = useBalance();
  const chooses = brand.flags.agentInviteSelector && role === 'agent';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('inviteFriends')}
      description={text('invite.hint')}
      size="sm"
    >
      <Layout>
        {chooses ? <TypeSelector value={type} onChange={setType} /> : null}
        {invite.isError ? (
          <InlineError message={text('invite.error')} onRetry={() => void invite.refetch()} />
        ) : invite.data === undefined ? (
          <Skeleton variant="rect" width={200} height={200} />
        ) : (
          <InviteDetails code={invite.data.code} nickname={account.data?.nickname} />
        )}
      </Layout>
    </Modal>
  );
}
