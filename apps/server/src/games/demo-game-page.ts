// The demo game a launch URL opens (issue 5: "a small playable demo game served by the server
// itself ... that transfers balance in and out through the ledger"): a slot machine page with the
// main and game wallet balances, transfer buttons and a spin button. Its calls are authenticated by
// the session token in the path; money-moving calls take an Idempotency-Key like every other.
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { Context } from 'hono';
import { positiveAmountSchema } from '@bet/api/contract/common';
import type { App } from '../http/app.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { pageHeaders, pageNonce, type PagePolicy } from '../http/page-security.ts';
import type { Services } from '../http/services.ts';
import { IDEMPOTENCY_KEY_PATTERN, idempotent, requestFingerprint } from '../ledger/idempotency.ts';
import { walletBalance } from '../ledger/ledger.ts';
import { formatMinor, toMinor } from '../ledger/units.ts';
import { playRound } from './game-rounds.ts';
import { gameSession, type GameSession } from './game-sessions.ts';
import { gameBalance, transfer } from './game-wallets.ts';
import { announceCommitted } from '../ws/wallet-push.ts';
import { findProviderGame } from './provider-catalog.ts';
import { DEMO_GAME_SCRIPT } from './demo-game-script.ts';

export const PLAY_PATH = '/play';

const transferBody = z.object({ direction: z.enum(['in', 'out']), amount: positiveAmountSchema });
const spinBody = z.object({ bet: positiveAmountSchema });

async function sessionOf(c: Context, services: Services): Promise<GameSession> {
  const session = await gameSession(
    services.db,
    services.config.secrets.tokenSecret,
    c.req.param('token') ?? '',
    services.now(),
  );
  if (!session) throw unauthorized('This game session has ended: launch the game again');
  return session;
}

async function bodyOf<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw badRequest('Invalid request: body');
  return parsed.data;
}

function keyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('Invalid request: headers.Idempotency-Key is required');
  return key;
}

async function state(services: Services, session: GameSession) {
  return {
    game: findProviderGame(session.provider, session.gameId)?.name ?? session.gameId,
    provider: session.provider,
    currency: 'USDT',
    balance: formatMinor(await walletBalance(services.db, session.memberId)),
    game_balance: formatMinor(await gameBalance(services.db, session.memberId, session.provider)),
  };
}

function page(nonce: string, title: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style nonce="${nonce}">
          ${raw(
            'body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#1b1035;color:#fff;text-align:center}' +
              '#reels{font-size:3rem;letter-spacing:.5rem;margin:1rem 0}button{font-size:1rem;padding:.5rem 1rem;margin:.25rem}' +
              'input{width:5rem;font-size:1rem}#msg{min-height:1.5rem}',
          )}
        </style>
      </head>
      <body>
        <h1 id="title">${title}</h1>
        <p>Wallet <strong id="balance">-</strong> USDT · Game <strong id="game">-</strong> USDT</p>
        <p>
          <input id="amount" value="10" aria-label="Amount" />
          <button id="in">Transfer in</button><button id="out">Transfer out</button>
        </p>
        <div id="reels" aria-live="polite">🍒 🍋 🔔</div>
        <p><input id="bet" value="1" aria-label="Bet" /><button id="spin">Spin</button></p>
        <p id="msg" role="status"></p>
        <script nonce="${nonce}">
          ${raw(DEMO_GAME_SCRIPT)};
        </script>
      </body>
    </html>`;
}

export function demoGameRoutes(services: Services) {
  // The brands frame the game (the game loader); its script calls the page's own endpoints.
  const policy: PagePolicy = {
    frameAncestors: services.config.brandOrigins,
    connectSelf: true,
    formsToSelf: false,
  };
  return (app: App): void => {
    app.get(`${PLAY_PATH}/:token`, async (c) => {
      const session = await gameSession(
        services.db,
        services.config.secrets.tokenSecret,
        c.req.param('token'),
        services.now(),
      );
      if (!session) throw notFound('This game session has ended: launch the game again');
      const name = findProviderGame(session.provider, session.gameId)?.name ?? session.gameId;
      const nonce = pageNonce();
      return c.html(page(nonce, name), 200, pageHeaders(nonce, policy));
    });
    app.get(`${PLAY_PATH}/:token/state`, async (c) =>
      c.json(ok(await state(services, await sessionOf(c, services)))),
    );
    app.post(`${PLAY_PATH}/:token/transfer`, async (c) => {
      const session = await sessionOf(c, services);
      const body = await bodyOf(c, transferBody);
      const scope = {
        memberId: session.memberId,
        key: keyOf(c),
        fingerprint: requestFingerprint('POST', c.req.path, body),
      };
      const result = await idempotent(services.db, scope, async (tx) => {
        const balances = await transfer(tx, {
          memberId: session.memberId,
          provider: session.provider,
          amount: toMinor(body.amount),
          direction: body.direction,
          now: services.now(),
        });
        return {
          status: 200,
          body: ok({
            balance: formatMinor(balances.wallet),
            game_balance: formatMinor(balances.game),
          }),
        };
      });
      // The header of the site that opened the game follows the main wallet at once.
      if (!result.replayed) await announceCommitted(services, session.memberId, 'TRANSFER');
      return c.json(result.body as object, result.status as 200);
    });
    app.post(`${PLAY_PATH}/:token/spin`, async (c) => {
      const session = await sessionOf(c, services);
      const body = await bodyOf(c, spinBody);
      const scope = {
        memberId: session.memberId,
        key: keyOf(c),
        fingerprint: requestFingerprint('POST', c.req.path, body),
      };
      const result = await idempotent(services.db, scope, async (tx) => {
        const round = await playRound(tx, session, toMinor(body.bet), services.now());
        return {
          status: 200,
          body: ok({
            bet_no: round.bet_no,
            reels: round.reels,
            bet: formatMinor(round.bet),
            win: formatMinor(round.win),
            game_balance: formatMinor(round.game_balance),
          }),
        };
      });
      return c.json(result.body as object, result.status as 200);
    });
  };
}
