// /game/pgGame, /game/tadaGame, /game/noah and /game/{type} (spec section 2): the provider
// lobbies arrive with the games issue. A hidden provider is not found; a disabled one says so.
import { GAME_IDS } from '@bet/domain/games';
import { EmptyState } from '@bet/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDisabledGameIds } from '../../games-availability';
import { NextReleasePage } from '../../../lib/ui/next-release-page';
import { PageFrame } from '../../../lib/ui/page-frame';

const LOBBY_GAME: Readonly<Record<string, number>> = {
  pggame: GAME_IDS.pgGames,
  tadagame: GAME_IDS.tadaGames,
  noah: GAME_IDS.noah,
};

const LOBBY_TITLE = {
  [GAME_IDS.pgGames]: 'games.pgGames',
  [GAME_IDS.tadaGames]: 'games.tadaGames',
  [GAME_IDS.noah]: 'games.noah',
} as const;

function GameLobbyPage() {
  const { type = '' } = useParams();
  const { t } = useTranslation(['common', 'errors', 'help']);
  const disabled = useDisabledGameIds();
  const gameId = LOBBY_GAME[type.toLowerCase()];
  const title =
    gameId === undefined ? t('nav.games') : t(LOBBY_TITLE[gameId as keyof typeof LOBBY_TITLE]);
  if (gameId !== undefined && disabled.includes(gameId)) {
    return (
      <PageFrame title={title}>
        <EmptyState headingLevel={2} title={t('errors:gameNotActive')} />
      </PageFrame>
    );
  }
  return <NextReleasePage title={title} />;
}

export { GameLobbyPage as Component };
