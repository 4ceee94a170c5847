import { describe, expect, it } from 'vitest';
import { footerLinkGroups } from './footer-links';

const hrefs = (groups: ReturnType<typeof footerLinkGroups>) =>
  groups.map((group) => [group.title, group.links.map((link) => link.href)]);

describe('footerLinkGroups', () => {
  it('lists support, game lobbies and the sports in menu order', () => {
    expect(
      hrefs(
        footerLinkGroups({
          games: true,
          sports: { menu: 'jcsports', sports: ['basketball', 'soccer'] },
        }),
      ),
    ).toEqual([
      [
        'common:footer.support',
        [
          '/chat',
          '?support=true',
          '/help/faq',
          '/help/responsibilities',
          '/help/terms',
          '/help/privacy',
        ],
      ],
      [
        'common:footer.games',
        ['/pggamelist', '/game/tadaGame', '/announcements', '/promotions', '?invite=true'],
      ],
      ['common:footer.sports', ['/sport/basketball', '/sport/soccer', '/profile']],
    ]);
  });

  it('leaves out the lobbies without games and the sports group without sports', () => {
    expect(hrefs(footerLinkGroups({ games: false, sports: false }))).toEqual([
      [
        'common:footer.support',
        [
          '/chat',
          '?support=true',
          '/help/faq',
          '/help/responsibilities',
          '/help/terms',
          '/help/privacy',
        ],
      ],
      ['common:footer.games', ['/announcements', '/promotions', '?invite=true']],
    ]);
  });

  it('labels each sport with its game name', () => {
    const [, , sports] = footerLinkGroups({
      games: true,
      sports: { menu: 'bdsports', sports: ['bd'] },
    });
    expect(sports?.links[0]).toEqual({ label: 'common:games.bd', href: '/sport/bd' });
  });
});
