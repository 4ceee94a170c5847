// Whether a provider's pages can be shown (spec section 4, "Game availability"): a provider the
// brand does not offer, or whose game is hidden, is not found; a disabled one says 'Game is not
// active' and cannot launch.
import { useGameAvailability } from './availability/availability-query';
import { useBrand } from '../../lib/services';
import { brandOffers, type GameProvider } from './game-providers';

export type ProviderAccess = 'pending' | 'notFound' | 'disabled' | 'open';

export function useProviderAccess(provider: GameProvider | undefined): ProviderAccess {
  const brand = useBrand();
  const availability = useGameAvailability();
  if (provider === undefined || !brandOffers(brand.flags, provider)) return 'notFound';
  const split = availability.data;
  if (split === undefined) {
    // Unknown availability must not lock a member out: the server still refuses a hidden game.
    return availability.isPending ? 'pending' : 'open';
  }
  if (!split.visible.includes(provider.gameId)) return 'notFound';
  return split.disabled.includes(provider.gameId) ? 'disabled' : 'open';
}
