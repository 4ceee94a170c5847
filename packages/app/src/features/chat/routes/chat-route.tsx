// /chat (spec section 2): the web chat page, for visitors and members.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame } from '../../../lib/ui/page-frame';
import { ChatFrame } from '../chat-frame';

const Tall = styled.div`
  height: min(70vh, 720px);
`;

function ChatPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('nav.chat')}>
      <Tall>
        <ChatFrame />
      </Tall>
    </PageFrame>
  );
}

export { ChatPage as Component };
