// /game/play/{type}/{id} and /game-loader?gameId={id} (spec section 2, login required): the game
// loader. The first names the provider in its path; the second opens a live game (winfinity,
// whose cards on /live-games link here). Without a game, or from a provider the brand does not
// offer or has hidden, it is not found.
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../errors';
import { GameLoader } from '../game-loader';
import { providerOfType, WINFINITY, type GameProvider } from '../game-providers';
import { useProviderAccess } from '../use-provider-access';

function useTarget(): { provider: GameProvider | undefined; id: string } {
  const params = useParams();
  const [search] = useSearchParams();
  if (params.type === undefined) return { provider: WINFINITY, id: search.get('gameId') ?? '' };
  return { provider: providerOfType(params.type), id: params.id ?? '' };
}

function GamePlayPage() {
  const { provider, id } = useTarget();
  const access = useProviderAccess(provider);
  if (provider === undefined || id === '' || access === 'notFound') return <NotFoundPage />;
  // Keyed by game: another game is another launch.
  return <GameLoader key={`${provider.type}/${id}`} target={{ provider, id }} access={access} />;
}

export { GamePlayPage as Component };
