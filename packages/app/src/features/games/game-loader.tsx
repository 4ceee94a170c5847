// The game loader (spec section 2: /game/play/{type}/{id} and /game-loader?gameId=): on a desktop
// (768 px and wider) the game fills the content area under its name and a close button; on a
// smaller screen it is a full-screen modal that Escape or its close button closes. Closing
// returns to the provider's lobby (to /live-games for a live game).
import { EmptyState } from '@bet/ui/empty-state';
import { Modal } from '@bet/ui/modal';
import { Spinner } from '@bet/ui/spinner';
import { useText } from '@bet/ui/text';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useIsDesktop } from '../../lib/hooks/use-media-query';
import { LinkButton } from '../../lib/ui/link-button';
import { PageFrame } from '../../lib/ui/page-frame';
import { FrameBox, GameFrame } from './game-frame';
import type { LaunchTarget } from './game-launch-query';
import { useProviderGames } from './provider-games-query';
import type { ProviderAccess } from './use-provider-access';
import { useAppSection } from '../../lib/i18n/app-section';

/** The content area below the header (64 px) and the title row, never shorter than 420 px. */
const DesktopArea = styled.div`
  height: max(420px, calc(100dvh - 152px));
`;

/** Edge to edge in the modal: the game gets the whole screen below the modal's header. */
const FullBleed = styled.div`
  height: calc(100% + 2 * ${({ theme }) => theme.spacing.xl});
  margin: calc(-1 * ${({ theme }) => theme.spacing.xl});

  & > * {
    border-radius: 0;
  }
`;

const CloseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
  </svg>
);

function useGameName(target: LaunchTarget): string {
  const text = useText();
  useAppSection('games');
  const games = useProviderGames(target.provider);
  return games.data?.find((game) => game.id === target.id)?.name ?? text('app:games.gameFallback');
}

function LoaderContent(props: { target: LaunchTarget; access: ProviderAccess; name: string }) {
  const t = useText();
  useAppSection('games');
  if (props.access === 'pending') {
    return (
      <FrameBox>
        <Spinner size="lg" />
      </FrameBox>
    );
  }
  if (props.access === 'disabled') {
    // Spec section 2/4: a disabled provider says so and never launches.
    return (
      <FrameBox role="alert">
        <EmptyState
          headingLevel={2}
          title={t('errors:gameNotActive')}
          text={t('app:games.notActiveHint')}
        />
      </FrameBox>
    );
  }
  return <GameFrame target={props.target} name={props.name} />;
}

export function GameLoader({ target, access }: { target: LaunchTarget; access: ProviderAccess }) {
  const text = useText();
  useAppSection('games');
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const name = useGameName(target);
  const home = target.provider.home;
  const content = <LoaderContent target={target} access={access} name={name} />;
  if (!desktop) {
    return (
      <>
        <PageFrame title={name} hideTitle />
        <Modal open onClose={() => void navigate(home)} title={name} size="lg">
          <FullBleed>{content}</FullBleed>
        </Modal>
      </>
    );
  }
  return (
    <PageFrame
      title={name}
      actions={
        <LinkButton
          href={home}
          variant="secondary"
          startIcon={<CloseIcon />}
          data-testid="close-game"
        >
          {text('app:games.closeGame')}
        </LinkButton>
      }
    >
      <DesktopArea>{content}</DesktopArea>
    </PageFrame>
  );
}
