// ?chat=true (spec section 2): the chat drawer; a side panel beside the page on desktop, the
// full-screen mobile chat below 768 px.
import { Modal } from '@bet/ui/modal';
import { SidePanel } from '@bet/ui/side-panel';
import { useText } from '@bet/ui/text';
import { useIsDesktop } from '../../lib/hooks/use-media-query';
import { ChatFrame } from './chat-frame';

export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const desktop = useIsDesktop();
  if (!open) return null;
  if (desktop) {
    return (
      <SidePanel open onClose={onClose} title={t('common:nav.chat')} width="420px">
        <ChatFrame />
      </SidePanel>
    );
  }
  return (
    <Modal open onClose={onClose} title={t('common:nav.chat')} size="lg">
      <ChatFrame />
    </Modal>
  );
}
