// Content seeded on first start: banners (kind 0 and 1), slideshow, promotions, announcements,
// notices and private messages in every language (texts kept in every language are served in the
// reader's), footer texts, copyright, live games, customer
// service links and check-in rewards (issue 4, "Runtime").
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { LANGUAGE_CODES } from '@bet/domain/languages';
import { BANNER_KIND } from '@bet/api/contract/home';
import type { Services } from '../http/services.ts';
import {
  ANNOUNCEMENTS,
  FOOTER_TEXTS,
  LIVE_GAME_NAMES,
  NOTICES,
  SITE_TEXTS,
  type Translated,
} from './content-texts.ts';
import { CHECK_IN_REWARDS } from '../content/check-in.ts';
import type { ContentKind } from '../content/content-items.ts';
import { posterPath } from '../static/posters.ts';

const CODES = LANGUAGE_CODES;

interface Item {
  kind: ContentKind;
  language: string | null;
  data: unknown;
}

function items(): Item[] {
  const list: Item[] = [
    {
      kind: 'banner',
      language: null,
      data: {
        url: '/download',
        kind: BANNER_KIND.download,
        src: posterPath('banners', 'download'),
        alt: SITE_TEXTS.downloadApp,
      },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'sports'), name: SITE_TEXTS.sports, url: '/sport/soccer' },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'lottery'), name: SITE_TEXTS.markSix, url: '/lottery' },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'live'), name: SITE_TEXTS.liveGames, url: '/live-games' },
    },
    {
      kind: 'copyright',
      language: null,
      data: {
        text: withEach(SITE_TEXTS.allRightsReserved, (text) => `© ${COPYRIGHT_YEAR} @bet. ${text}`),
        year: COPYRIGHT_YEAR,
      },
    },
    {
      kind: 'customer_manager',
      language: null,
      data: {
        name: 'Ana (support)',
        avatar: posterPath('support', 'ana'),
        contacts: [
          { kind: 'telegram', value: '@bet_support' },
          { kind: 'whatsapp', value: '+55 11 90000-0000' },
          { kind: 'email', value: 'support@bet.local' },
        ],
      },
    },
    ...[
      {
        name: SITE_TEXTS.liveChat,
        kind: 'chat',
        url: '/chat',
        icon: posterPath('support', 'chat'),
      },
      {
        name: 'Telegram',
        kind: 'telegram',
        url: 'https://t.me/bet_support',
        icon: posterPath('support', 'telegram'),
      },
      {
        name: 'WhatsApp',
        kind: 'whatsapp',
        url: 'https://wa.me/5511900000000',
        icon: posterPath('support', 'whatsapp'),
      },
      {
        name: 'Email',
        kind: 'email',
        url: 'mailto:support@bet.local',
        icon: posterPath('support', 'email'),
      },
    ].map((data): Item => ({ kind: 'customer_service', language: null, data })),
    ...CHECK_IN_REWARDS.map((reward, index): Item => ({
      kind: 'check_in_reward',
      language: null,
      data: { day: index + 1, reward },
    })),
  ];
  for (const code of CODES) {
    list.push({ kind: 'footer', language: code, data: { text: FOOTER_TEXTS[code] } });
    for (const text of ANNOUNCEMENTS)
      list.push({ kind: 'announcement', language: code, data: { content: text[code] } });
    LIVE_GAME_NAMES.forEach((names, index) =>
      list.push({
        kind: 'live_game',
        language: code,
        data: {
          gameId: `winfinity-${index + 1}`,
          name: names[code],
          pic: `/static/games/winfinity/winfinity-${index + 1}.svg`,
        },
      }),
    );
  }
  return list;
}

/** The seeded promotions, each with the home banner that shows it. */
const PROMOTIONS = [
  {
    title: SITE_TEXTS.welcomeBonus,
    content: SITE_TEXTS.welcomeBonusText,
    poster: 'welcome',
    pic: '1',
  },
  {
    title: SITE_TEXTS.dailyCheckIn,
    content: SITE_TEXTS.dailyCheckInText,
    poster: 'check-in',
    pic: '2',
  },
];

/** A text in every language, each made from the text of that language. */
function withEach(texts: Translated, make: (text: string) => string): Translated {
  return Object.fromEntries(
    Object.entries(texts).map(([code, text]) => [code, make(text)]),
  ) as Translated;
}

/**
 * The promotions first, then a home banner per promotion that links to its page by the id the
 * database gave it (a fixed '/promotions/1' pointed at nothing).
 */
async function seedPromotions(services: Services, sortFrom: number): Promise<void> {
  const { db } = services;
  for (const [index, promotion] of PROMOTIONS.entries()) {
    const { id } = await db
      .insertInto('content_items')
      .values({
        kind: 'promotion',
        language: null,
        sort: sortFrom + index,
        data: JSON.stringify({
          title: promotion.title,
          pic: posterPath('promotions', promotion.pic),
          content: promotion.content,
          url: null,
          start_at: null,
          end_at: null,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('content_items')
      .values({
        kind: 'banner',
        language: null,
        sort: sortFrom + PROMOTIONS.length + index,
        data: JSON.stringify({
          url: `/promotions/${id}`,
          kind: BANNER_KIND.promotion,
          src: posterPath('banners', promotion.poster),
          alt: promotion.title,
        }),
      })
      .execute();
  }
}

export async function seedContent(services: Services): Promise<void> {
  const { db } = services;
  const list = items();
  await db
    .insertInto('content_items')
    .values(
      list.map((item, sort) => ({
        kind: item.kind,
        language: item.language,
        sort,
        data: JSON.stringify(item.data),
      })),
    )
    .execute();
  await seedPromotions(services, list.length);
  const notices = CODES.flatMap((code) =>
    NOTICES.map((notice) => ({
      member_id: null,
      language: code,
      title: notice.title[code],
      content: notice.content[code],
    })),
  );
  await db.insertInto('notices').values(notices).execute();
  // Private messages to the demo accounts, written in every language: each reader gets hers.
  const members = await db.selectFrom('members').select('id').execute();
  const messages = members.flatMap((member) =>
    CODES.flatMap((code) =>
      NOTICES.map((notice) => ({
        member_id: member.id,
        language: code,
        title: notice.title[code],
        content: notice.content[code],
      })),
    ),
  );
  if (messages.length > 0) await db.insertInto('notices').values(messages).execute();
}
