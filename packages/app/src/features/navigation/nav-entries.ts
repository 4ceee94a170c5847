// The navigation of spec section 2 as data: side entries (with two-level menus), the bottom
// entries, and which section (sports or games) the current path belongs to. Sections appear
// only when a game of their category is visible and the brand has the feature.
import { GAME_IDS, visibleCategories } from '@bet/domain/games';
import type { BottomNavItem } from '@bet/ui/bottom-nav';
import type { NavEntry } from '@bet/ui/side-nav';
import type { Text } from '@bet/ui/text';
import type { BrandConfig, BrandSport } from '../../brand/brand-config';
import { sportLabelKey, sportsMenuLabelKey } from '../../brand/sport-labels';
import { visibleLobbies } from '../games';
import { walletHref } from '../wallet';
import { createElement } from 'react';
import { LazySportIcon } from './lazy-sport-icon';
import { NAV_ICONS } from './nav-icons';

export type NavSection = 'sports' | 'games';

const GAMES_PATHS = ['/game', '/gameArcade', '/live-games', '/game-loader', '/pggamelist'];

/** The sports/games toggle follows the current path (spec section 2). */
export function sectionOf(pathname: string): NavSection {
  return GAMES_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))
    ? 'games'
    : 'sports';
}

/** The brand's sports that have a visible game, in the brand's order. */
export function visibleSports(brand: BrandConfig, visibleIds: readonly number[]): BrandSport[] {
  const { sports } = brand.flags;
  if (sports === false) return [];
  return sports.sports.filter((sport) => visibleIds.includes(GAME_IDS[sport]));
}

export interface SectionAvailability {
  readonly sports: boolean;
  readonly games: boolean;
  readonly lottery: boolean;
  readonly liveGames: boolean;
}

export function sectionAvailability(
  brand: BrandConfig,
  visibleIds: readonly number[],
): SectionAvailability {
  const categories = visibleCategories(visibleIds);
  return {
    sports: visibleSports(brand, visibleIds).length > 0,
    games: visibleLobbies(brand.flags, visibleIds).length > 0,
    lottery: brand.flags.lottery && categories.includes('lottery'),
    liveGames: brand.flags.liveGames && visibleIds.includes(GAME_IDS.winfinity),
  };
}

function sportMenu(
  id: string,
  label: string,
  icon: NavEntry['icon'],
  sports: BrandSport[],
  base: string,
  t: Text,
) {
  return {
    id,
    label,
    icon,
    children: sports.map((sport) => ({
      id: `${id}-${sport}`,
      label: t(sportLabelKey(sport)),
      href: `${base}/${sport}`,
      icon: createElement(LazySportIcon, { sport }),
    })),
  } satisfies NavEntry;
}

function sportsEntries(
  brand: BrandConfig,
  sports: BrandSport[],
  available: SectionAvailability,
  t: Text,
): NavEntry[] {
  const entries: NavEntry[] = [];
  if (available.sports && brand.flags.sports !== false) {
    const label = t(sportsMenuLabelKey(brand.flags.sports.menu));
    const menu = sportMenu('sports', label, NAV_ICONS.sports, sports, '/sport', t);
    // Cricket has no game id: the brand's flag alone offers it, after the brand's sports.
    const cricket = brand.flags.sports.cricket === true;
    entries.push(
      cricket
        ? {
            ...menu,
            children: [
              ...menu.children,
              { id: 'sports-cricket', label: t(sportLabelKey('cricket')), href: '/sport/cricket' },
            ],
          }
        : menu,
    );
  }
  if (available.lottery) {
    entries.push({
      id: 'lottery',
      label: t('common:nav.lottery'),
      href: '/lottery',
      icon: NAV_ICONS.lottery,
    });
  }
  if (brand.flags.racing) {
    // Ten-car racing's page sits with the draw games (features/racing).
    entries.push({
      id: 'racing',
      label: t('common:categories.pk10'),
      href: '/lottery/pk10',
      icon: NAV_ICONS.racing,
    });
  }
  if (available.sports) {
    entries.push(
      sportMenu('results', t('common:nav.results'), NAV_ICONS.results, sports, '/results', t),
    );
    entries.push(
      sportMenu(
        'how-to-play',
        t('common:nav.howToPlay'),
        NAV_ICONS.howToPlay,
        sports,
        '/howToPlay',
        t,
      ),
    );
  }
  return entries;
}

function gamesEntries(
  brand: BrandConfig,
  visibleIds: readonly number[],
  available: SectionAvailability,
  t: Text,
): NavEntry[] {
  const entries: NavEntry[] = [];
  if (available.games) {
    entries.push({
      id: 'games',
      label: t('common:nav.games'),
      icon: NAV_ICONS.games,
      children: visibleLobbies(brand.flags, visibleIds).map((lobby) => ({
        id: `games-${lobby.type}`,
        label: t(lobby.labelKey),
        href: `/game/${lobby.type}`,
      })),
    });
  }
  if (available.liveGames) {
    entries.push({
      id: 'live-games',
      label: t('common:nav.liveGames'),
      href: '/live-games',
      icon: NAV_ICONS.live,
    });
  }
  return entries;
}

function sharedEntries(t: Text): NavEntry[] {
  return [
    { id: 'my-bets', label: t('common:nav.myBets'), href: '?mybet=true', icon: NAV_ICONS.bets },
    { id: 'reports', label: t('common:nav.reports'), href: '/reports', icon: NAV_ICONS.reports },
    {
      id: 'announcements',
      label: t('common:nav.announcements'),
      href: '/announcements',
      icon: NAV_ICONS.announcements,
    },
    {
      id: 'promotions',
      label: t('common:nav.promotions'),
      href: '/promotions',
      icon: NAV_ICONS.promotions,
    },
    {
      id: 'private-messages',
      label: t('common:nav.privateMessages'),
      href: '/private-messages',
      icon: NAV_ICONS.messages,
    },
    {
      id: 'live-support',
      label: t('common:nav.liveSupport'),
      href: '?support=true',
      icon: NAV_ICONS.support,
    },
    {
      id: 'invite',
      label: t('common:nav.inviteFriends'),
      href: '?invite=true',
      icon: NAV_ICONS.invite,
    },
  ];
}

/** Side (and drawer) entries for the section the user is in. */
export function sideEntries(
  brand: BrandConfig,
  visibleIds: readonly number[],
  section: NavSection,
  t: Text,
): NavEntry[] {
  const available = sectionAvailability(brand, visibleIds);
  const home: NavEntry = {
    id: 'home',
    label: t('common:nav.home'),
    href: '/',
    icon: NAV_ICONS.home,
  };
  const own =
    section === 'games'
      ? gamesEntries(brand, visibleIds, available, t)
      : sportsEntries(brand, visibleSports(brand, visibleIds), available, t);
  return [home, ...own, ...sharedEntries(t)];
}

/** Mobile bottom navigation (spec section 2): sports, games, recharge, my bets, live support. */
export function bottomEntries(
  brand: BrandConfig,
  visibleIds: readonly number[],
  t: Text,
): BottomNavItem[] {
  const available = sectionAvailability(brand, visibleIds);
  const firstSport = visibleSports(brand, visibleIds)[0];
  const items: BottomNavItem[] = [];
  if (firstSport !== undefined) {
    items.push({
      id: 'sports',
      label: t('common:nav.sports'),
      href: `/sport/${firstSport}`,
      icon: NAV_ICONS.sports,
    });
  }
  if (available.games || available.liveGames) {
    items.push({
      id: 'games',
      label: t('common:nav.games'),
      href: '/gameArcade',
      icon: NAV_ICONS.games,
    });
  }
  items.push(
    {
      id: 'recharge',
      label: t('common:nav.recharge'),
      // With the wallet, recharge opens its deposit tab over the current page.
      href: brand.flags.wallet ? walletHref('deposit') : '/profile',
      icon: NAV_ICONS.recharge,
    },
    { id: 'my-bets', label: t('common:nav.myBets'), href: '/my-bets', icon: NAV_ICONS.bets },
    {
      id: 'live-support',
      label: t('common:nav.liveSupport'),
      href: '?support=true',
      icon: NAV_ICONS.support,
    },
  );
  return items;
}

/** Where the toggle's two links go. */
export function sectionTargets(brand: BrandConfig, visibleIds: readonly number[]) {
  const firstSport = visibleSports(brand, visibleIds)[0];
  return { sports: firstSport === undefined ? '/' : `/sport/${firstSport}`, games: '/game' };
}
