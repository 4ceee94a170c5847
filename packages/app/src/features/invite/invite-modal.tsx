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
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { useBrand } from '../../lib/services';
import { InlineError } from '../../lib/ui/inline-error';
import { useBalance } from '../wallet';
import { useSession } from '../auth';
import { useInviteCode, type InviteType } from './invite-code-query';
import { registrationLink, shareTargets } from './invite-links';
import { useNamespaces } from '../../lib/i18n/text';
import { useAppSection } from '../../lib/i18n/app-section';

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
  useNamespaces('profile');
  const t = useText();
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
  useNamespaces('profile');
  const t = useText();
  const brand = useBrand();
  const link = registrationLink(window.location.origin, code);
  return (
    <>
      <QrCode
        value={link}
        size={200}
        label={t('profile:inviteLink')}
        showDownload
        downloadFilename={`${brand.id}-invite`}
      />
      {nickname ? (
        <p>
          {t('profile:nickname')}: <strong>{nickname}</strong>
        </p>
      ) : null}
      <span id="invite-code-label">{t('profile:inviteCode')}</span>
      <Code aria-labelledby="invite-code-label" data-testid="invite-code">
        {code}
      </Code>
      <CopyButton text={code} kind="code" label={t('profile:copyCode')} />
      <LinkText aria-label={t('profile:inviteLink')} data-testid="invite-link">
        {link}
      </LinkText>
      <Row role="group" aria-label={t('profile:shareVia')}>
        <CopyButton text={link} kind="link" label={t('profile:copyLink')} />
        {shareTargets(link).map((target) => (
          <Button
            key={target.id}
            href={target.href}
            variant="secondary"
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(`profile:${target.id}`)}
          </Button>
        ))}
      </Row>
    </>
  );
}

export function InviteModal({ onClose }: { onClose: () => void }) {
  useNamespaces('profile');
  const t = useText();
  useAppSection('invite');
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
      title={t('profile:inviteFriends')}
      description={t('app:invite.hint')}
      size="sm"
    >
      <Layout>
        {chooses ? <TypeSelector value={type} onChange={setType} /> : null}
        {invite.isError ? (
          <InlineError message={t('app:invite.error')} onRetry={() => void invite.refetch()} />
        ) : invite.data === undefined ? (
          <Skeleton variant="rect" width={200} height={200} />
        ) : (
          <InviteDetails code={invite.data.code} nickname={account.data?.nickname} />
        )}
      </Layout>
    </Modal>
  );
}
