// There is no mail or SMS service here: one-time codes go to a dev mailbox that the server stores,
// logs, and shows at GET /dev/mailbox?to=... (issue 4, "Member").
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import type { App } from '../http/app.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../http/services.ts';

export interface Letter {
  to: string;
  subject: string;
  body: string;
}

export async function deliver(db: Db | Tx, services: Services, letter: Letter): Promise<void> {
  await db
    .insertInto('dev_mailbox')
    .values({ recipient: letter.to, subject: letter.subject, body: letter.body })
    .execute();
  if (services.config.devMailbox)
    services.logger.info('dev mailbox', {
      to: letter.to,
      subject: letter.subject,
      text: letter.body,
    });
}

const querySchema = z.object({ to: z.string().trim().min(3).max(254) });

/** GET /dev/mailbox?to=...: the latest 20 letters to one address, newest first. */
export function devMailboxRoute(services: Services) {
  return (app: App): void => {
    if (!services.config.devMailbox) return;
    app.get('/dev/mailbox', async (c) => {
      const parsed = querySchema.safeParse(c.req.query());
      if (!parsed.success) throw badRequest('Invalid request: query.to is required');
      const rows = await services.db
        .selectFrom('dev_mailbox')
        .select(['recipient', 'subject', 'body', 'created_at'])
        .where('recipient', '=', parsed.data.to.toLowerCase())
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return c.json(
        ok(
          rows.map((row) => ({
            to: row.recipient,
            subject: row.subject,
            body: row.body,
            code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
            created_at: row.created_at.toISOString(),
          })),
        ),
      );
    });
  };
}
