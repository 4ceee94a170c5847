// The one source of the sports' names (issue 15): the side menu, the footer, the lobbies, the
// results and how-to-play tabs all name a sport or a sports menu through these keys. jcsports is
// the fixed-odds football and basketball of the Chinese sports lottery (Jingcai); bd (game 12) is
// the single-match football pool (Beidan), which pays 65% of its pool.
import type { SportKey } from '@bet/domain/games';
import type { TranslationKey } from '@bet/i18n/typed-keys';
import type { SportsMenu } from './brand-config';

export function sportLabelKey(sport: SportKey): TranslationKey {
  return `common:games.${sport}`;
}

export function sportsMenuLabelKey(menu: SportsMenu): TranslationKey {
  return `common:sportsMenus.${menu}`;
}
