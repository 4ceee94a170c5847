// Navigation data for the current brand, path, language and visible games.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useVisibleGameIds } from '../games-availability';
import { useLabel } from '../../lib/i18n/use-label';
import { useBrand } from '../../lib/services';
import {
  bottomEntries,
  sectionAvailability,
  sectionOf,
  sectionTargets,
  sideEntries,
} from './nav-entries';

export function useNavigation() {
  const brand = useBrand();
  const label = useLabel();
  const visibleIds = useVisibleGameIds();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return useMemo(() => {
    const available = sectionAvailability(brand, visibleIds);
    return {
      pathname,
      section,
      side: sideEntries(brand, visibleIds, section, label),
      bottom: bottomEntries(brand, visibleIds, label),
      targets: sectionTargets(brand, visibleIds),
      // The toggle only means something when both sections exist.
      showToggle: available.sports && (available.games || available.liveGames),
    };
  }, [brand, visibleIds, section, label, pathname]);
}
