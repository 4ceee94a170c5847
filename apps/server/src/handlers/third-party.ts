// Third-party and live games (spec section 7, "Third-party games"): the pg, tada, noah (pg2) and
// winfinity lobbies with generated pictures and availability, launches into the server's demo game,
// the rounds played there as mybet lists, and the card (ky) and NG wallets with their transfers.

import { GAME_STATUS } from '@bet/domain/games';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { launchUrl } from '../games/game-sessions.ts';
import { gameBalance, transfer } from '../games/game-wallets.ts';
import {
  LOBBY_PROVIDERS,
  NG_PLATFORMS,
  PROVIDERS,
  findProviderGame,
  gamePictureUrl,
  providerGames,
  type LobbyProvider,
  type WalletProvider,
} from '../games/provider-catalog.ts';
import { GAME_NOT_ACTIVE } from '../betting/betting-catalog.ts';
import { routesOf } from '../http/call.ts';
import { businessError } from '../http/errors.ts';
import type { Services } from '../http/services.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import { exchangeRate } from '../members/currencies.ts';
import { memberById } from '../members/members.ts';
import { page } from './notices.ts';

async function providerStatus(db: Db, provider: LobbyProvider): Promise<number> {
  const gameId = PROVIDERS[provider].gameId;
  if (gameId === null) return GAME_STATUS.Active;
  const row = await db
    .selectFrom('game_availability')
    .select('status')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row?.status ?? GAME_STATUS.Active;
}

/** A hidden lobby lists nothing; a disabled one is listed (the client greys it out). */
async function lobby(services: Services, provider: LobbyProvider) {
  if ((await providerStatus(services.db, provider)) === GAME_STATUS.Hidden) return [];
  return providerGames(provider).map((game) => ({
    id: game.id,
    name: game.name,
    pic: gamePictureUrl(services.publicUrl(), game),
    category: game.category,
  }));
}

interface LaunchCall {
  services: Services;
  memberId: bigint;
  provider: WalletProvider;
  gameId: string;
  device?: { fingerprint: string; width: number; height: number };
}

async function launch(call: LaunchCall): Promise<string> {
  const lobbyProvider = call.provider.startsWith('ng:')
    ? null
    : (call.provider as LobbyProvider | 'ky');
  if (lobbyProvider !== null) {
    if (!findProviderGame(lobbyProvider, call.gameId)) throw businessError('Unknown game');
    if (
      lobbyProvider !== 'ky' &&
      (await providerStatus(call.services.db, lobbyProvider)) !== GAME_STATUS.Active
    )
      throw businessError(GAME_NOT_ACTIVE);
  }
  return launchUrl(call.services.db, {
    memberId: call.memberId,
    provider: call.provider,
    gameId: call.gameId,
    origin: call.services.publicUrl(),
    secret: call.services.config.secrets.tokenSecret,
    now: call.services.now(),
    ...(call.device && { device: call.device }),
  });
}

async function myRounds(
  services: Services,
  memberId: bigint,
  provider: LobbyProvider,
  query: { start?: number | undefined; limit?: number | undefined },
) {
  const range = page(query);
  const base = services.db
    .selectFrom('provider_bets')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider);
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .offset(range.offset)
    .limit(range.limit)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    list: rows.map((row) => ({
      bet_id: row.bet_no,
      game_id: row.game_id,
      game_name: row.game_name,
      bet_amount: formatMinor(row.bet_amount),
      valid_amount: formatMinor(row.bet_amount),
      win_amount: formatMinor(row.win_amount),
      profit: formatMinor(row.win_amount - row.bet_amount),
      currency: 'USDT',
      create_at: row.created_at.toISOString(),
    })),
    total: Number(n),
  };
}

function ngProvider(plat: string): WalletProvider {
  if (!(NG_PLATFORMS as readonly string[]).includes(plat))
    throw businessError(`Unknown NG platform ${plat}`);
  return `ng:${plat}`;
}

/** Units of the currency per USDT; read with `db`, the transaction of an idempotent call. */
async function rateOf(db: Db | Tx, currency: string): Promise<string> {
  const rate = await exchangeRate(db, currency);
  if (rate === null) throw businessError(`Currency ${currency} is not available`);
  return rate;
}

/**
 * A transfer in the member's chosen currency; the wallets move its USDT equivalent. Everything
 * is read through the call's transaction: the embedded database has one connection.
 */
async function transferIn(
  call: { db: Tx; memberId: bigint },
  provider: WalletProvider,
  money: string,
  currency: string,
  direction: 'in' | 'out',
) {
  const rate = await rateOf(call.db, currency);
  const amount = toUsdtMinor(toMinor(money, currency), rate, 'up');
  const balances = await transfer(call.db, {
    memberId: call.memberId,
    provider,
    amount,
    direction,
  });
  return {
    balance: usdtIn(balances.wallet, rate, currency),
    game_balance: usdtIn(balances.game, rate, currency),
  };
}

async function memberCurrency(db: Db | Tx, memberId: bigint) {
  return (await memberById(db, memberId)).currency;
}

export const thirdPartyRoutes = routesOf(thirdPartyGameEndpoints, {
  'wallet.cardBalance': async ({ db, principal }) => {
    const currency = await memberCurrency(db, principal.memberId);
    const balance = await gameBalance(db, principal.memberId, 'ky');
    return { game_balance: usdtIn(balance, await rateOf(db, currency), currency), currency };
  },
  'games.cardLogin': async ({ query, principal, services }) =>
    launch({
      services,
      memberId: principal.memberId,
      provider: 'ky',
      gameId: String(query.game_id),
    }),
  'wallet.cardTransferIn': async ({ db, query, principal }) => {
    if (!findProviderGame('ky', String(query.game_id))) throw businessError('Unknown game');
    const currency = await memberCurrency(db, principal.memberId);
    return transferIn({ db, memberId: principal.memberId }, 'ky', query.money, currency, 'in');
  },
  'wallet.cardTransferOut': async ({ db, query, principal }) => {
    if (!findProviderGame('ky', String(query.game_id))) throw businessError('Unknown game');
    const currency = await memberCurrency(db, principal.memberId);
    return transferIn({ db, memberId: principal.memberId }, 'ky', query.money, currency, 'out');
  },
  'wallet.ngBalance': async ({ db, query, principal }) => {
    const provider = ngProvider(query.plat_type);
    const currency = await memberCurrency(db, principal.memberId);
    const balance = await gameBalance(db, principal.memberId, provider);
    return { game_balance: usdtIn(balance, await rateOf(db, currency), currency), currency };
  },
  'games.ngLogin': async ({ body, principal, services }) =>
    launch({
      services,
      memberId: principal.memberId,
      provider: ngProvider(body.plat_type),
      gameId: body.game_code ?? body.plat_type,
    }),
  'wallet.ngTransferIn': async ({ db, body, principal }) =>
    transferIn(
      { db, memberId: principal.memberId },
      ngProvider(body.plat_type),
      body.money,
      body.currency,
      'in',
    ),
  'wallet.ngTransferOut': async ({ db, body, principal }) =>
    transferIn(
      { db, memberId: principal.memberId },
      ngProvider(body.plat_type),
      body.money,
      body.currency,
      'out',
    ),
  'games.pgGames': async ({ services }) => lobby(services, 'pg'),
  'games.pgLaunch': async ({ params, principal, services }) =>
    launch({ services, memberId: principal.memberId, provider: 'pg', gameId: String(params.id) }),
  'games.pgMybets': async ({ query, principal, services }) =>
    myRounds(services, principal.memberId, 'pg', query),
  'games.tadaGames': async ({ services }) => lobby(services, 'tada'),
  'games.tadaLaunch': async ({ params, principal, services }) =>
    launch({ services, memberId: principal.memberId, provider: 'tada', gameId: params.id }),
  'games.tadaMybets': async ({ query, principal, services }) =>
    myRounds(services, principal.memberId, 'tada', query),
  'games.noahGames': async ({ services }) => lobby(services, 'noah'),
  'games.noahLaunch': async ({ params, principal, services }) =>
    launch({ services, memberId: principal.memberId, provider: 'noah', gameId: params.id }),
  'games.noahMybets': async ({ query, principal, services }) =>
    myRounds(services, principal.memberId, 'noah', query),
  'games.winfinityGames': async ({ services }) => lobby(services, 'winfinity'),
  'games.winfinityLaunch': async ({ params, body, principal, services }) =>
    launch({
      services,
      memberId: principal.memberId,
      provider: 'winfinity',
      gameId: params.id,
      device: { fingerprint: body.device.fingerprint, width: body.width, height: body.height },
    }),
  'games.winfinityMybets': async ({ query, principal, services }) =>
    myRounds(services, principal.memberId, 'winfinity', query),
});

/** games.launch (other reads): any lobby game by its id, with the device and frame size. */
export async function launchAnyGame(
  services: Services,
  memberId: bigint,
  gameId: string,
  device: { fingerprint: string; width: number; height: number },
): Promise<string> {
  const provider = LOBBY_PROVIDERS.find((candidate) => findProviderGame(candidate, gameId));
  if (!provider) throw businessError('Unknown game');
  return launch({ services, memberId, provider, gameId, device });
}
