// Announcements, notices (public), private messages (the member's own only) and messagesync (spec section 7).
import { announcementSchema, noticesEndpoints } from '@bet/api/contract/notices';
import type { BrandId } from '@bet/domain/brands';
import type { Principal } from '../auth/sessions.ts';
import { contentOf } from '../content/content-items.ts';
import type { Db } from '../db/database.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { page, pageWithTotal } from '../http/paging.ts';

const announcementRow = announcementSchema.omit({ id: true });

/**
 * The first of the request's languages that has notices (public ones, or the member's own), so a
 * notice missing in one language is read in the next (spec section 9).
 */
async function noticeLanguage(
  db: Db,
  brand: BrandId,
  memberId: bigint | null,
  languages: readonly string[],
): Promise<string | null> {
  const found = await db
    .selectFrom('notices')
    .select('language')
    .distinct()
    .where('brand', '=', brand)
    .where('language', 'in', [...languages])
    .where('member_id', memberId === null ? 'is' : '=', memberId)
    .execute();
  const present = new Set(found.map((row) => row.language));
  return languages.find((language) => present.has(language)) ?? null;
}

/**
 * The brand's public notices, or the member's private messages on it, in the first of the request's languages that
 * has any; when none of them has, every one of them (a message written in one language only).
 */
async function noticePage(
  db: Db,
  brand: BrandId,
  memberId: bigint | null,
  languages: readonly string[],
  range: { offset: number; limit: number },
) {
  const language = await noticeLanguage(db, brand, memberId, languages);
  let base = db
    .selectFrom('notices')
    .where('brand', '=', brand)
    .where('member_id', memberId === null ? 'is' : '=', memberId);
  if (language !== null) base = base.where('language', '=', language);
  return pageWithTotal(base, range, (builder) => builder.selectAll().orderBy('id', 'desc'));
}

const noticeView = (row: { id: bigint; title: string; content: string; created_at: Date }) => ({
  id: Number(row.id),
  title: row.title,
  content: row.content,
  create_at: row.created_at.toISOString(),
});

/** Unread private messages in the language the member reads them in (as notices.private lists). */
async function unreadCount(
  db: Db,
  brand: BrandId,
  memberId: bigint,
  languages: readonly string[],
): Promise<number> {
  const language = await noticeLanguage(db, brand, memberId, languages);
  let query = db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('brand', '=', brand)
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (language !== null) query = query.where('language', '=', language);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A public notice of the brand, or a private message of the caller on it; anyone else's, or
 * another brand's, is "not found".
 */
async function visibleNotice(db: Db, brand: BrandId, id: number, principal: Principal | null) {
  const row = await db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', BigInt(id))
    .where('brand', '=', brand)
    .executeTakeFirst();
  if (!row || (row.member_id !== null && row.member_id !== principal?.memberId))
    throw notFound('Notice not found');
  return row;
}

export const noticesRoutes = routesOf(noticesEndpoints, {
  'notices.announcements': async ({ services, languages, brand }) =>
    (await contentOf(services.db, brand.id, 'announcement', announcementRow, languages)).map(
      (row) => ({
        id: row.id,
        ...row.data,
      }),
    ),
  'notices.public': async ({ query, services, languages, brand }) => {
    const { rows, total } = await noticePage(services.db, brand.id, null, languages, page(query));
    return { list: rows.map(noticeView), total };
  },
  'notices.private': async ({ query, principal, services, languages, brand }) => {
    const { rows, total } = await noticePage(
      services.db,
      brand.id,
      principal.memberId,
      languages,
      page(query),
    );
    return { list: rows.map((row) => ({ ...noticeView(row), read: row.read_at !== null })), total };
  },
  'notices.notice': async ({ query, principal, services, brand }) =>
    noticeView(await visibleNotice(services.db, brand.id, query.id, principal)),
  'notices.sync': async ({ body, principal, services, languages, brand }) => {
    await services.db
      .updateTable('notices')
      .set({ read_at: services.now() })
      .where('brand', '=', brand.id)
      .where('member_id', '=', principal.memberId)
      .where('id', 'in', body.ids.map(BigInt))
      .where('read_at', 'is', null)
      .execute();
    return { unread: await unreadCount(services.db, brand.id, principal.memberId, languages) };
  },
});
