// The footer's link groups (spec section 2, "Footer links": /pggamelist, /game/tadaGame,
// /announcements, /chat, /profile, /sport/soccer, /sport/basketball, /sport/bd, ?invite=true),
// derived from a brand's flags so that every brand lists the same links for what it offers.
// A brand with other needs writes its own groups; this is the default, not a rule.
import type { BrandFlags, FooterLink, FooterLinkGroup } from './brand-config';
import { sportLabelKey } from './sport-labels';

const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: 'common:nav.chat', href: '/chat' },
  { label: 'common:nav.liveSupport', href: '?support=true' },
  { label: 'help:faq', href: '/help/faq' },
  { label: 'help:responsibilities', href: '/help/responsibilities' },
  { label: 'help:terms', href: '/help/terms' },
  { label: 'help:privacyPolicy', href: '/help/privacy' },
];

const GAME_LOBBY_LINKS: readonly FooterLink[] = [
  { label: 'common:games.pgGames', href: '/pggamelist' },
  { label: 'common:games.tadaGames', href: '/game/tadaGame' },
];

const SITE_LINKS: readonly FooterLink[] = [
  { label: 'common:nav.announcements', href: '/announcements' },
  { label: 'common:nav.promotions', href: '/promotions' },
  { label: 'common:nav.inviteFriends', href: '?invite=true' },
];

/** Support, games (lobbies only when the brand has games) and sports (in the brand's menu order). */
export function footerLinkGroups(
  flags: Pick<BrandFlags, 'games' | 'sports'>,
): readonly FooterLinkGroup[] {
  const groups: FooterLinkGroup[] = [
    { title: 'common:footer.support', links: SUPPORT_LINKS },
    {
      title: 'common:footer.games',
      links: [...(flags.games ? GAME_LOBBY_LINKS : []), ...SITE_LINKS],
    },
  ];
  if (flags.sports) {
    groups.push({
      title: 'common:footer.sports',
      links: [
        ...flags.sports.sports.map((sport): FooterLink => ({
          label: sportLabelKey(sport),
          href: `/sport/${sport}`,
        })),
        { label: 'common:nav.profile', href: '/profile' },
      ],
    });
  }
  return groups;
}
