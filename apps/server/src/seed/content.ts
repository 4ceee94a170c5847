// Content seeded on first start: banners (kind 0 and 1), slideshow, promotions, announcements,
// notices and private messages in every language, footer texts, copyright, live games, customer
// service links and check-in rewards (issue 4, "Runtime").
import { COPYRIGHT_YEAR } from '@bet/domain/constants';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@bet/domain/languages';
import { BANNER_KIND } from '@bet/api/contract/home';
import type { Services } from '../http/services.ts';
import { ANNOUNCEMENTS, FOOTER_TEXTS, LIVE_GAME_NAMES, NOTICES } from './content-texts.ts';
import { CHECK_IN_REWARDS } from '../content/check-in.ts';
import type { ContentKind } from '../content/content-items.ts';
import { posterPath } from '../static/posters.ts';

const CODES = LANGUAGES.map((language) => language.code);

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
        alt: 'Download the app',
      },
    },
    {
      kind: 'banner',
      language: null,
      data: {
        url: '/promotions/1',
        kind: BANNER_KIND.promotion,
        src: posterPath('banners', 'welcome'),
        alt: 'Welcome bonus',
      },
    },
    {
      kind: 'banner',
      language: null,
      data: {
        url: '/promotions/2',
        kind: BANNER_KIND.promotion,
        src: posterPath('banners', 'check-in'),
        alt: 'Daily check-in',
      },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'sports'), name: 'Sports', url: '/sport/soccer' },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'lottery'), name: 'Mark Six', url: '/lottery' },
    },
    {
      kind: 'slide',
      language: null,
      data: { pic: posterPath('slides', 'live'), name: 'Live games', url: '/live-games' },
    },
    {
      kind: 'copyright',
      language: null,
      data: { text: `© ${COPYRIGHT_YEAR} @bet. All rights reserved.`, year: COPYRIGHT_YEAR },
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
      { name: 'Live chat', kind: 'chat', url: '/chat', icon: posterPath('support', 'chat') },
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
    ...[1, 2].map((id): Item => ({
      kind: 'promotion',
      language: null,
      data: {
        title: id === 1 ? 'Welcome bonus' : 'Daily check-in',
        pic: posterPath('promotions', String(id)),
        content:
          id === 1
            ? 'Deposit 100 or more on your first day.'
            : 'Check in seven days in a row for growing rewards.',
        url: null,
        start_at: null,
        end_at: null,
      },
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

export async function seedContent(services: Services): Promise<void> {
  const { db } = services;
  await db
    .insertInto('content_items')
    .values(
      items().map((item, sort) => ({
        kind: item.kind,
        language: item.language,
        sort,
        data: JSON.stringify(item.data),
      })),
    )
    .execute();
  const notices = CODES.flatMap((code) =>
    NOTICES.map((notice) => ({
      member_id: null,
      language: code,
      title: notice.title[code],
      content: notice.content[code],
    })),
  );
  await db.insertInto('notices').values(notices).execute();
  // Private messages to the demo accounts, in the fallback language (a message has one language).
  const members = await db.selectFrom('members').select('id').execute();
  const messages = members.flatMap((member) =>
    NOTICES.map((notice) => ({
      member_id: member.id,
      language: FALLBACK_LANGUAGE,
      title: notice.title[FALLBACK_LANGUAGE],
      content: notice.content[FALLBACK_LANGUAGE],
    })),
  );
  if (messages.length > 0) await db.insertInto('notices').values(messages).execute();
}
