import type { NavEntry } from '@bet/ui/side-nav';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../brand/brand-config';
import {
  bottomEntries,
  sectionAvailability,
  sectionOf,
  sideEntries,
  visibleSports,
} from './nav-entries';

const label = (key: string) => key;
const ALL = [10, 11, 12, 13, 14, 22, 27, 28, 29];

function brand(flags: Partial<BrandConfig['flags']> = {}): BrandConfig {
  return {
    id: 'navbet',
    name: 'NavBet',
    theme: {},
    languages: ['en'],
    defaultLanguage: 'en',
    mergedAnimalExactlySix: false,
    assets: { logo: 'logo.svg' },
    footer: { groups: [], community: [], logos: [], text: { en: 'x' } },
    flags: {
      sports: { menu: 'jcsports', sports: ['soccer', 'basketball'] },
      lottery: true,
      racing: false,
      games: true,
      liveGames: true,
      agentInviteSelector: false,
      wallet: true,
      ...flags,
    },
  };
}

const ids = (entries: readonly NavEntry[]) => entries.map((entry) => entry.id);
const find = (entries: readonly NavEntry[], id: string) => entries.find((entry) => entry.id === id);

describe('navigation entries (spec section 2)', () => {
  it('follows the path with the sports/games toggle', () => {
    expect(sectionOf('/')).toBe('sports');
    expect(sectionOf('/sport/soccer')).toBe('sports');
    expect(sectionOf('/game/pgGame')).toBe('games');
    expect(sectionOf('/gameArcade')).toBe('games');
    expect(sectionOf('/live-games')).toBe('games');
    expect(sectionOf('/gamesomething')).toBe('sports');
  });

  it('labels the sports menu jcsports for brand 1 (soccer, basketball) and bdsports for brand 2 (bd)', () => {
    const jc = find(sideEntries(brand(), ALL, 'sports', label), 'sports');
    expect(jc?.label).toBe('common:sportsMenus.jcsports');
    expect(jc?.children?.map((c) => c.label)).toEqual([
      'common:games.soccer',
      'common:games.basketball',
    ]);
    expect(jc?.children?.map((c) => c.href)).toEqual(['/sport/soccer', '/sport/basketball']);
    const bd = find(
      sideEntries(brand({ sports: { menu: 'bdsports', sports: ['bd'] } }), ALL, 'sports', label),
      'sports',
    );
    expect(bd?.label).toBe('common:sportsMenus.bdsports');
    expect(bd?.children?.map((c) => c.label)).toEqual(['common:games.bd']);
    expect(bd?.children?.map((c) => c.href)).toEqual(['/sport/bd']);
  });

  it('lists cricket last in the sports menu when the brand turns it on', () => {
    const flags = { sports: { menu: 'jcsports', sports: ['soccer'], cricket: true } } as const;
    const menu = find(sideEntries(brand(flags), ALL, 'sports', label), 'sports');
    expect(menu?.children?.map((c) => c.href)).toEqual(['/sport/soccer', '/sport/cricket']);
    expect(menu?.children?.at(-1)?.label).toBe('common:games.cricket');
  });

  it('shows a section only when a game of its category is visible', () => {
    const noLottery = sideEntries(brand(), [10, 22], 'sports', label);
    expect(ids(noLottery)).not.toContain('lottery');
    expect(ids(sideEntries(brand(), [13, 22], 'sports', label))).not.toContain('sports');
    expect(sectionAvailability(brand(), [10])).toEqual({
      sports: true,
      games: false,
      lottery: false,
      liveGames: false,
    });
    expect(visibleSports(brand(), [11])).toEqual(['basketball']);
  });

  it('respects the brand flags even when games are visible', () => {
    const entries = sideEntries(brand({ lottery: false, liveGames: false }), ALL, 'games', label);
    expect(ids(entries)).toEqual([
      'home',
      'games',
      'my-bets',
      'reports',
      'announcements',
      'promotions',
      'private-messages',
      'live-support',
      'invite',
    ]);
    expect(find(entries, 'games')?.children?.map((c) => c.href)).toEqual([
      '/game/pgGame',
      '/game/tadaGame',
      '/game/noah',
    ]);
  });

  it('gives the two-level results and how-to-play menus, and the racing page', () => {
    const entries = sideEntries(brand({ racing: true }), ALL, 'sports', label);
    expect(find(entries, 'results')?.children?.map((c) => c.href)).toEqual([
      '/results/soccer',
      '/results/basketball',
    ]);
    expect(find(entries, 'how-to-play')?.children?.map((c) => c.href)).toEqual([
      '/howToPlay/soccer',
      '/howToPlay/basketball',
    ]);
    expect(find(entries, 'racing')?.href).toBe('/lottery/pk10');
    expect(find(entries, 'live-support')?.href).toBe('?support=true');
    expect(find(entries, 'invite')?.href).toBe('?invite=true');
  });

  it('builds the mobile bottom navigation', () => {
    expect(bottomEntries(brand(), ALL, label).map((e) => e.href)).toEqual([
      '/sport/soccer',
      '/gameArcade',
      '?wallet=deposit',
      '/my-bets',
      '?support=true',
    ]);
    expect(bottomEntries(brand({ sports: false }), [22], label).map((e) => e.id)).toEqual([
      'games',
      'recharge',
      'my-bets',
      'live-support',
    ]);
    const withoutWallet = brand({ wallet: false });
    expect(bottomEntries(withoutWallet, ALL, label).find((e) => e.id === 'recharge')?.href).toBe(
      '/profile',
    );
  });
});
