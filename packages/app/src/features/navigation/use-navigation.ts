// Navigation data for the current brand, path, language and visible games.
import { useMemo } from 'react';
import { useText } from '@bet/ui/text';
import { useLocation } from 'react-router';
import { useGameAvailability } from '../games';
import { useBrand } from '../../lib/services';
import {
  bottomEntries,
  sectionAvailability,
  sectionOf,
  sectionTargets,
  sideEntries,
} from './nav-entries';

const NONE: readonly number[] = [];

export function useNavigation() {
  const brand = useBrand();
  const label = useText();
  const availability = useGameAvailability();
  const visibleIds = availability.data?.visible ?? NONE;
  // Entries wait for the visible games (cache or first answer) so that sections never appear
  // between entries already on screen: no layout shift. A failed read shows the entries that need
  // no game.
  const ready = availability.data !== undefined || availability.isError;
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return useMemo(() => {
    const available = sectionAvailability(brand, visibleIds);
    return {
      pathname,
      section,
      ready,
      side: ready ? sideEntries(brand, visibleIds, section, label) : [],
      bottom: ready ? bottomEntries(brand, visibleIds, label) : [],
      targets: sectionTargets(brand, visibleIds),
      // The toggle only means something when both sections exist.
      showToggle: available.sports && (available.games || available.liveGames),
    };
  }, [brand, visibleIds, section, label, pathname, ready]);
}
