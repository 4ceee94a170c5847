// /chat (spec section 2): the web chat page, for visitors and members.
import styled from 'styled-components';
import { useText } from '@bet/ui/text';
import { PageFrame } from '../../../lib/ui/page-frame';
import { ChatFrame } from '../chat-frame';

const Tall = styled.div`
  height: min(70vh, 720px);
`;

function ChatPage() {
  const t = useText();
  return (
    <PageFrame title={t('common:nav.chat')}>
      <Tall>
        <ChatFrame />
      </Tall>
    </PageFrame>
  );
}

export { ChatPage as Component };
