// /private-messages (spec section 2, login required): the member's messages; opening an unread
// one marks it read.
import { Skeleton } from '@bet/ui/skeleton';
import { focusRing } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedDate } from '../../../lib/ui/formatted-date';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { useMarkRead, usePrivateMessages } from '../private-messages-query';
import { useNamespaces } from '../../../lib/i18n/text';
import { useAppSection } from '../../../lib/i18n/app-section';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const Badge = styled.span<{ $unread: boolean }>`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $unread }) => ($unread ? theme.palette.primary.main : theme.palette.surface.raised)};
  color: ${({ theme, $unread }) => ($unread ? theme.palette.primary.on : theme.palette.text.secondary)};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

const Body = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
`;

function PrivateMessagesPage() {
  useNamespaces('profile');
  const t = useText();
  useAppSection('messages');
  const messages = usePrivateMessages();
  const markRead = useMarkRead();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <PageFrame title={t('common:nav.privateMessages')}>
      <QueryView
        query={messages}
        placeholder={<Skeleton variant="rect" height={64} />}
        errorText={t('errors:loadPrivateMessagesFailed')}
        emptyText={t('profile:noMessages')}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <List>
            {page.list.map((message) => (
              <Item key={message.id}>
                <h2>
                  <Toggle
                    type="button"
                    aria-expanded={open === message.id}
                    aria-controls={`message-${message.id}`}
                    onClick={() => {
                      setOpen(open === message.id ? null : message.id);
                      if (!message.read) markRead.mutate({ body: { ids: [message.id] } });
                    }}
                  >
                    <Badge $unread={!message.read}>
                      {t(message.read ? 'app:messages.read' : 'app:messages.unread')}
                    </Badge>
                    {message.title}
                    <FormattedDate value={message.create_at} pattern="PP" />
                  </Toggle>
                </h2>
                <Body id={`message-${message.id}`} hidden={open !== message.id}>
                  {message.content}
                </Body>
              </Item>
            ))}
          </List>
        )}
      </QueryView>
    </PageFrame>
  );
}

export { PrivateMessagesPage as Component };
