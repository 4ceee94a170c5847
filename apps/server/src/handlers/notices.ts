// Announcements, notices (public), private messages (the member's own only) and messagesync (spec section 7).
import { announcementSchema, noticesEndpoints } from '@bet/api/contract/notices';
import { FALLBACK_LANGUAGE } from '@bet/domain/languages';
import type { Principal } from '../auth/sessions.ts';
import { contentOf } from '../content/content-items.ts';
import type { Db } from '../db/database.ts';
import { routesOf } from '../http/call.ts';
import { notFound } from '../http/errors.ts';
import { page } from '../http/paging.ts';

const announcementRow = announcementSchema.omit({ id: true });

/** The request's language when it has public notices, else the fallback language (spec section 9). */
async function noticeLanguage(db: Db, language: string): Promise<string> {
  const found = await db
    .selectFrom('notices')
    .select('id')
    .where('language', '=', language)
    .where('member_id', 'is', null)
    .executeTakeFirst();
  return found ? language : FALLBACK_LANGUAGE;
}

/** Public notices in the request's language; private messages are the member's, in whatever language they were written. */
async function noticePage(
  db: Db,
  memberId: bigint | null,
  language: string,
  range: { offset: number; limit: number },
) {
  const base =
    memberId === null
      ? db
          .selectFrom('notices')
          .where('member_id', 'is', null)
          .where('language', '=', await noticeLanguage(db, language))
      : db.selectFrom('notices').where('member_id', '=', memberId);
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

const noticeView = (row: { id: bigint; title: string; content: string; created_at: Date }) => ({
  id: Number(row.id),
  title: row.title,
  content: row.content,
  create_at: row.created_at.toISOString(),
});

async function unreadCount(db: Db, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A public notice, or a private message of the caller; anyone else's is "not found". */
async function visibleNotice(db: Db, id: number, principal: Principal | null) {
  const row = await db
    .selectFrom('notices')
    .selectAll()
    .where('id', '=', BigInt(id))
    .executeTakeFirst();
  if (!row || (row.member_id !== null && row.member_id !== principal?.memberId))
    throw notFound('Notice not found');
  return row;
}

export const noticesRoutes = routesOf(noticesEndpoints, {
  'notices.announcements': async ({ services, language }) =>
    (await contentOf(services.db, 'announcement', announcementRow, language)).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'notices.public': async ({ query, services, language }) => {
    const { rows, total } = await noticePage(services.db, null, language, page(query));
    return { list: rows.map(noticeView), total };
  },
  'notices.private': async ({ query, principal, services, language }) => {
    const { rows, total } = await noticePage(
      services.db,
      principal.memberId,
      language,
      page(query),
    );
    return { list: rows.map((row) => ({ ...noticeView(row), read: row.read_at !== null })), total };
  },
  'notices.notice': async ({ query, principal, services }) =>
    noticeView(await visibleNotice(services.db, query.id, principal)),
  'notices.sync': async ({ body, principal, services }) => {
    await services.db
      .updateTable('notices')
      .set({ read_at: services.now() })
      .where('member_id', '=', principal.memberId)
      .where('id', 'in', body.ids.map(BigInt))
      .where('read_at', 'is', null)
      .execute();
    return { unread: await unreadCount(services.db, principal.memberId) };
  },
});
