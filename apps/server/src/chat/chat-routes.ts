// The chat itself (the tokens are handlers/chat.ts): messages for the token's conversation, a
// small chat page, and the agent's side behind the admin key.

import { textSchema } from '@bet/api/contract/common';
import { HEADER, tokenFromAuthorization } from '@bet/api/contract/headers';
import { TEXT_MAX } from '@bet/domain/text';
import { requireAdmin } from '../admin/admin-routes.ts';
import type { App } from '../http/app.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageHeaders, pageNonce, type PagePolicy } from '../http/page-security.ts';
import type { Services } from '../http/services.ts';
import { chatPage } from './chat-page.ts';
import { addMessage, conversationOfToken, messagesAfter } from './chat.ts';
import { z } from 'zod';

export const CHAT_PAGE_PATH = '/chat-widget';

const afterQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
/** A chat message: the text rule's multi-line kind (line feeds and tabs kept), not blank. */
const messageBody = z.object({ body: textSchema('message').min(1) });

async function jsonBody<S extends z.ZodType>(text: string, schema: S): Promise<z.output<S>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Invalid request: body is not valid JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badRequest(
      `Invalid request: body.body is 1-${TEXT_MAX.message} characters of text without control characters`,
    );
  return parsed.data;
}

function after(query: Record<string, string>): bigint {
  const parsed = afterQuery.safeParse(query);
  if (!parsed.success) throw badRequest('Invalid request: query.after is a message id');
  return BigInt(parsed.data.after);
}

export function chatWidgetRoutes(services: Services) {
  return (app: App): void => {
    const conversation = (header: string | undefined) =>
      conversationOfToken(services, tokenFromAuthorization(header));
    // The brands frame the chat page (support panel); its script calls /chat/messages.
    const policy: PagePolicy = {
      frameAncestors: services.config.brandOrigins,
      connectSelf: true,
      formsToSelf: false,
    };
    app.get(CHAT_PAGE_PATH, (c) => {
      const nonce = pageNonce();
      return c.html(chatPage(nonce), 200, pageHeaders(nonce, policy));
    });
    app.get('/chat/messages', async (c) => {
      const id = await conversation(c.req.header(HEADER.authorization));
      return c.json(ok(await messagesAfter(services.db, id, after(c.req.query()))));
    });
    app.post('/chat/messages', async (c) => {
      const id = await conversation(c.req.header(HEADER.authorization));
      const { body } = await jsonBody(await c.req.text(), messageBody);
      const owner = await services.db
        .selectFrom('chat_conversations')
        .select('member_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return c.json(
        ok(
          await addMessage(services.db, id, owner.member_id === null ? 'visitor' : 'member', body),
        ),
      );
    });
    app.use('/admin/chat/*', requireAdmin(services));
    app.get('/admin/chat/conversations', async (c) => {
      const rows = await services.db
        .selectFrom('chat_conversations')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return c.json(
        ok(
          rows.map((row) => ({
            id: Number(row.id),
            chat_id: row.member_id === null ? row.visitor_id : `m${row.member_id}`,
            create_at: row.created_at.toISOString(),
          })),
        ),
      );
    });
    app.get('/admin/chat/:id/messages', async (c) => {
      return c.json(
        ok(
          await messagesAfter(
            services.db,
            await adminConversation(services, c.req.param('id')),
            after(c.req.query()),
          ),
        ),
      );
    });
    app.post('/admin/chat/:id/reply', async (c) => {
      const id = await adminConversation(services, c.req.param('id'));
      const { body } = await jsonBody(await c.req.text(), messageBody);
      return c.json(ok(await addMessage(services.db, id, 'agent', body)));
    });
  };
}

async function adminConversation(services: Services, raw: string): Promise<bigint> {
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('Invalid request: conversation id');
  const row = await services.db
    .selectFrom('chat_conversations')
    .select('id')
    .where('id', '=', BigInt(raw))
    .executeTakeFirst();
  if (!row) throw notFound('Conversation not found');
  return row.id;
}
