// Content seeded on first start, for each brand (issue 17) in its own languages: banners (kind 0
// and 1), slideshow, promotions, announcements, notices and private messages (texts kept in several
// languages are served in the reader's), footer texts, copyright, live games, customer service
// links and check-in rewards (issue 4, "Runtime"). The brand's name in the titles tells the brands'
// content apart.
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { BRAND_IDS, BRANDS, type BrandFacts } from '@bet/domain/brands';
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
import { realmAllows } from '../members/realm.ts';
import { posterPath } from '../static/posters.ts';

/** Each brand's own copy of the site's content, in the brand's languages only (issue 17). */
interface Item {
  kind: ContentKind;
  language: string | null;
  data: unknown;
}

/** The texts of the brand's languages. */
function inLanguages(texts: Translated, brand: BrandFacts): Partial<Translated> {
  return Object.fromEntries(brand.languages.map((code) => [code, texts[code]]));
}

/** The brand's texts, each made from the text of that language. */
function branded(
  texts: Translated,
  brand: BrandFacts,
  make: (text: string) => string = (text) => `${brand.name} · ${text}`,
): Partial<Translated> {
  return Object.fromEntries(brand.languages.map((code) => [code, make(texts[code])]));
}

function items(brand: BrandFacts): Item[] {
  const list: Item[] = [
    {
      kind: 'banner',
      language: null,
      data: {
        url: '/download',
        kind: BANNER_KIND.download,
        src: posterPath('banners', 'download'),
        alt: branded(SITE_TEXTS.downloadApp, brand),
      },
    },
    {
      kind: 'slide',
      language: null,
      data: {
        pic: posterPath('slides', 'sports'),
        name: inLanguages(SITE_TEXTS.sports, brand),
        url: '/sport/soccer',
      },
    },
    {
      kind: 'slide',
      language: null,
      data: {
        pic: posterPath('slides', 'lottery'),
        name: inLanguages(SITE_TEXTS.markSix, brand),
        url: '/lottery',
      },
    },
    {
      kind: 'slide',
      language: null,
      data: {
        pic: posterPath('slides', 'live'),
        name: inLanguages(SITE_TEXTS.liveGames, brand),
        url: '/live-games',
      },
    },
    {
      kind: 'copyright',
      language: null,
      data: {
        text: branded(
          SITE_TEXTS.allRightsReserved,
          brand,
          (text) => `© ${COPYRIGHT_YEAR} ${brand.name}. ${text}`,
        ),
        year: COPYRIGHT_YEAR,
      },
    },
    {
      kind: 'customer_manager',
      language: null,
      data: {
        name: `Ana (${brand.name} support)`,
        avatar: posterPath('support', 'ana'),
        contacts: [
          { kind: 'telegram', value: `@${brand.id}_support` },
          { kind: 'whatsapp', value: '+55 11 90000-0000' },
          { kind: 'email', value: `support@${brand.id}.local` },
        ],
      },
    },
    ...[
      {
        name: inLanguages(SITE_TEXTS.liveChat, brand),
        kind: 'chat',
        url: '/chat',
        icon: posterPath('support', 'chat'),
      },
      {
        name: 'Telegram',
        kind: 'telegram',
        url: `https://t.me/${brand.id}_support`,
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
        url: `mailto:support@${brand.id}.local`,
        icon: posterPath('support', 'email'),
      },
    ].map((data): Item => ({ kind: 'customer_service', language: null, data })),
    ...CHECK_IN_REWARDS.map((reward, index): Item => ({
      kind: 'check_in_reward',
      language: null,
      data: { day: index + 1, reward },
    })),
  ];
  for (const code of brand.languages) {
    list.push({ kind: 'footer', language: code, data: { text: FOOTER_TEXTS[code] } });
    for (const text of ANNOUNCEMENTS)
      list.push({
        kind: 'announcement',
        language: code,
        data: { content: `${brand.name}: ${text[code]}` },
      });
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

/**
 * The promotions first, then a home banner per promotion that links to its page by the id the
 * database gave it (a fixed '/promotions/1' pointed at nothing).
 */
async function seedPromotions(
  services: Services,
  brand: BrandFacts,
  sortFrom: number,
): Promise<void> {
  const { db } = services;
  for (const [index, promotion] of PROMOTIONS.entries()) {
    const title = branded(promotion.title, brand);
    const { id } = await db
      .insertInto('content_items')
      .values({
        brand: brand.id,
        kind: 'promotion',
        language: null,
        sort: sortFrom + index,
        data: JSON.stringify({
          title,
          pic: posterPath('promotions', promotion.pic),
          content: inLanguages(promotion.content, brand),
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
        brand: brand.id,
        kind: 'banner',
        language: null,
        sort: sortFrom + PROMOTIONS.length + index,
        data: JSON.stringify({
          url: `/promotions/${id}`,
          kind: BANNER_KIND.promotion,
          src: posterPath('banners', promotion.poster),
          alt: title,
        }),
      })
      .execute();
  }
}

export async function seedContent(services: Services): Promise<void> {
  for (const id of BRAND_IDS) await seedBrandContent(services, BRANDS[id]);
}

async function seedBrandContent(services: Services, brand: BrandFacts): Promise<void> {
  const { db } = services;
  const list = items(brand);
  await db
    .insertInto('content_items')
    .values(
      list.map((item, sort) => ({
        brand: brand.id,
        kind: item.kind,
        language: item.language,
        sort,
        data: JSON.stringify(item.data),
      })),
    )
    .execute();
  await seedPromotions(services, brand, list.length);
  const notice = (memberId: bigint | null) =>
    brand.languages.flatMap((code) =>
      NOTICES.map((notice) => ({
        brand: brand.id,
        member_id: memberId,
        language: code,
        title: `${brand.name}: ${notice.title[code]}`,
        content: notice.content[code],
      })),
    );
  await db.insertInto('notices').values(notice(null)).execute();
  // Private messages to the demo accounts this brand serves, in the brand's languages.
  const members = await db.selectFrom('members').select(['id', 'realm']).execute();
  const messages = members
    .filter((member) => realmAllows(member.realm, brand))
    .flatMap((member) => notice(member.id));
  if (messages.length > 0) await db.insertInto('notices').values(messages).execute();
}
