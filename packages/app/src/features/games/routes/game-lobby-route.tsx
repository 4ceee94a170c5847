// /game/pgGame, /game/tadaGame, /game/noah and /game/{type} (spec section 2, open): a provider
// lobby. An unknown type, a provider the brand does not offer or a hidden one is not found.
import { useParams } from 'react-router';
import { NotFoundPage } from '../../errors';
import { providerOfType } from '../game-providers';
import { ProviderLobby } from '../provider-lobby';
import { useProviderAccess } from '../use-provider-access';

function GameLobbyPage() {
  const provider = providerOfType(useParams().type);
  const access = useProviderAccess(provider);
  if (provider === undefined || access === 'notFound') return <NotFoundPage />;
  // Keyed by type: the search starts empty in each lobby.
  return <ProviderLobby key={provider.type} provider={provider} access={access} />;
}

export { GameLobbyPage as Component };
