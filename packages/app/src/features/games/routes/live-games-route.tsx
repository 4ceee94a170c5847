// /live-games (spec section 2, login required): a grid of live-game cards, each leading to the
// loader /game-loader?gameId={id}. A disabled provider shows its cards as not active.
import { GAME_IDS } from '@bet/domain/games';
import { LiveGameCard } from '@bet/ui/live-game-card';
import { useText } from '@bet/ui/text';
import { useNavigate } from 'react-router';
import { GameGrid, GameGridSkeleton } from '../game-grid';
import { useDisabledGameIds } from '../availability/availability-query';
import { internalLinkHandler } from '../../../lib/router/internal-links';
import { PageFrame } from '../../../lib/ui/page-frame';
import { QueryView } from '../../../lib/ui/query-view';
import { useLiveGames } from '../live-games-query';

function LiveGamesPage() {
  const t = useText();
  const games = useLiveGames();
  const navigate = useNavigate();
  const disabled = useDisabledGameIds().includes(GAME_IDS.winfinity);
  return (
    <PageFrame title={t('common:nav.liveGames')}>
      <QueryView
        query={games}
        placeholder={<GameGridSkeleton />}
        errorText={t('errors:gameDataNotLoading')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <GameGrid onClick={internalLinkHandler(navigate)}>
            {list.map((game) => (
              <li key={game.id}>
                <LiveGameCard
                  gameId={game.gameId}
                  name={game.name}
                  pic={game.pic}
                  disabled={disabled}
                />
              </li>
            ))}
          </GameGrid>
        )}
      </QueryView>
    </PageFrame>
  );
}

export { LiveGamesPage as Component };
