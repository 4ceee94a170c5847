// GET /wss-new?token=... (design.md, "Contract decisions"): an authenticated socket that receives
// `{ notifyType, balance }` pushes. A missing or bad token is accepted at the HTTP level and then
// closed with 1008 (policy violation), so that clients see a clean close code, not a failed upgrade.
import { upgradeWebSocket } from '@hono/node-server';
import type { App } from '../http/app.ts';
import type { Services } from '../http/services.ts';
import { authenticate } from '../auth/sessions.ts';
import { CLOSE_POLICY_VIOLATION, type HubSocket } from './wallet-hub.ts';

export const WALLET_SOCKET_PATH = '/wss-new';

export function walletSocketRoute(services: Services) {
  return (app: App): void => {
    app.get(
      WALLET_SOCKET_PATH,
      upgradeWebSocket(async (c) => {
        const token = c.req.query('token') ?? '';
        const principal = await authenticate(
          services.db,
          services.config.secrets.tokenSecret,
          token,
          services.now(),
        );
        if (principal) c.set('memberId', principal.memberId);
        let socket: HubSocket | null = null;
        return {
          onOpen: (_event, ws) => {
            if (!principal) {
              ws.close(CLOSE_POLICY_VIOLATION, 'invalid token');
              return;
            }
            socket = {
              send: (data) => ws.send(data),
              close: (code, reason) => ws.close(code, reason),
            };
            services.hub.add(principal.memberId, socket);
          },
          onClose: () => {
            if (principal && socket) services.hub.remove(principal.memberId, socket);
          },
          onError: () => {
            if (principal && socket) services.hub.remove(principal.memberId, socket);
          },
        };
      }),
    );
  };
}
