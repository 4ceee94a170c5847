// GET /dev/wallet-socket?token=...: whether the member behind a token has a wallet socket open on
// this process. End-to-end tests wait on it before they trigger a push, since a browser's
// websocket event fires before the server has authenticated and registered the socket.
import { z } from 'zod';
import { authenticate } from '../auth/sessions.ts';
import type { App } from '../http/app.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { Services } from '../http/services.ts';

const querySchema = z.object({ token: z.string().trim().min(1).max(512) });

export function devWalletSocketRoute(services: Services) {
  return (app: App): void => {
    if (!services.config.devMailbox) return;
    app.get('/dev/wallet-socket', async (c) => {
      const parsed = querySchema.safeParse(c.req.query());
      if (!parsed.success) throw badRequest('Invalid request: query.token is required');
      const principal = await authenticate(
        services.db,
        services.config.secrets.tokenSecret,
        parsed.data.token,
        services.now(),
      );
      if (!principal) throw unauthorized();
      return c.json(ok({ connected: services.hub.isConnected(principal.memberId) }));
    });
  };
}
