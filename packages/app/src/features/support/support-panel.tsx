// ?support=true (spec section 2): the live-support panel, listing the operator's channels. The
// live chat channel opens the chat drawer; the others open in a new tab.
import { Modal } from '@bet/ui/modal';
import { SidePanel } from '@bet/ui/side-panel';
import { Skeleton } from '@bet/ui/skeleton';
import { focusRing } from '@bet/ui/theme';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { useIsDesktop } from '../../lib/hooks/use-media-query';
import { isExternalHref, renderAppLink } from '../../lib/router/app-link';
import { QueryView } from '../../lib/ui/query-view';
import { useCustomerService } from './customer-service-query';
import { useAppSection } from '../../lib/i18n/app-section';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.palette.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.palette.text.primary};
    text-decoration: none;
    ${focusRing}
  }

  a:hover {
    background: ${({ theme }) => theme.palette.surface.raised};
  }
`;

/** The live chat channel points at /chat; inside the app it opens the chat drawer instead. */
function channelHref(kind: string, url: string): string {
  return kind === 'chat' && !isExternalHref(url) ? '?chat=true' : url;
}

function Channels() {
  const text = useText();
  useAppSection('support');
  const channels = useCustomerService(true);
  return (
    <>
      <p>{text('app:support.intro')}</p>
      <QueryView
        query={channels}
        placeholder={<Skeleton variant="rect" height={56} />}
        errorText={text('app:support.error')}
        isEmpty={(list) => list.length === 0}
        headingLevel={3}
      >
        {(list) => (
          <List>
            {list.map((channel) => (
              <li key={channel.id}>
                {renderAppLink({
                  href: channelHref(channel.kind, channel.url),
                  children: channel.name,
                })}
              </li>
            ))}
          </List>
        )}
      </QueryView>
    </>
  );
}

export function SupportPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const desktop = useIsDesktop();
  if (!open) return null;
  return desktop ? (
    <SidePanel open onClose={onClose} title={t('common:nav.liveSupport')}>
      <Channels />
    </SidePanel>
  ) : (
    <Modal open onClose={onClose} title={t('common:nav.liveSupport')}>
      <Channels />
    </Modal>
  );
}
