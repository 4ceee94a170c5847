// The support chat page of the chat token, embedded (web chat page, drawer and full-screen).
import { Spinner } from '@bet/ui/spinner';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { InlineError } from '../../lib/ui/inline-error';
import { useChatToken } from './chat-token-query';
import { useAppSection } from '../../lib/i18n/app-section';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 420px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};
`;

export function ChatFrame() {
  const text = useText();
  useAppSection('chat');
  const token = useChatToken(true);
  if (token.isError)
    return <InlineError message={text('app:chat.error')} onRetry={() => void token.refetch()} />;
  if (token.data === undefined) return <Spinner />;
  return (
    <Frame src={token.data.url} title={text('app:chat.frameTitle')} data-testid="chat-frame" />
  );
}
