// Third-party games (spec section 7, "Third-party games"): the pg, tada, noah (pg2) and winfinity
// lobbies with generated pictures and availability, launches into the server's demo game, the
// rounds played there as mybet lists, and transfers between the main and the game wallets.

import { GAME_STATUS } from '@bet/domain/games';
import { GAME_NOT_ACTIVE } from '../betting/betting-catalog.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { businessError } from '../http/errors.ts';
import { page, pageWithTotal } from '../http/paging.ts';
import type { Services } from '../http/services.ts';
import { formatMinor, toMinor, toUsdtMinor, usdtIn } from '../ledger/units.ts';
import { exchangeRate } from '../members/currencies.ts';
import { memberById } from '../members/members.ts';
import { assertMayPlay } from '../safety/rules.ts';
import { announceBalance } from '../ws/wallet-push.ts';
import { launchUrl } from './game-sessions.ts';
import { transfer } from './game-wallets.ts';
import {
  LOBBY_PROVIDERS,
  NG_PLATFORMS,
  PROVIDERS,
  findProviderGame,
  gamePictureUrl,
  providerGames,
  type LobbyProvider,
  type WalletProvider,
} from './provider-catalog.ts';

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
export async function lobby(services: Services, provider: LobbyProvider) {
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

export async function launch(call: LaunchCall): Promise<string> {
  // Safer play (issue 14): no game during a time-out or self-exclusion.
  await assertMayPlay(call.services.db, call.memberId, call.services.now());
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

export async function myRounds(
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
  const { rows, total } = await pageWithTotal(base, range, (builder) =>
    builder.selectAll().orderBy('id', 'desc'),
  );
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
    total,
  };
}

export function ngProvider(plat: string): WalletProvider {
  if (!(NG_PLATFORMS as readonly string[]).includes(plat))
    throw businessError(`Unknown NG platform ${plat}`);
  return `ng:${plat}`;
}

/** Units of the currency per USDT; read with `db`, the transaction of an idempotent call. */
export async function rateOf(db: Db | Tx, currency: string): Promise<string> {
  const rate = await exchangeRate(db, currency);
  if (rate === null) throw businessError(`Currency ${currency} is not available`);
  return rate;
}

/**
 * A transfer in the member's chosen currency; the wallets move its USDT equivalent. Everything
 * is read through the call's transaction: the embedded database has one connection. Once the
 * call is committed, the member's wallet socket gets the new balance (TRANSFER), so the header
 * follows at once.
 */
export async function gameTransfer(
  call: {
    db: Tx;
    memberId: bigint;
    services: Services;
  },
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
    now: call.services.now(),
  });
  // Sent with the commit of the caller's transaction.
  await announceBalance(call.db, call.memberId, 'TRANSFER');
  return {
    balance: usdtIn(balances.wallet, rate, currency),
    game_balance: usdtIn(balances.game, rate, currency),
  };
}

export async function memberCurrency(db: Db | Tx, memberId: bigint) {
  return (await memberById(db, memberId)).currency;
}

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
