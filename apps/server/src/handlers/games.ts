// Games (spec section 7, "Third-party games" and "Other reads"): availability, live games, bet
// limits, the lobbies of pg, tada, noah and winfinity, launches and the rounds played there.
import { gameAvailabilitySchema, liveGameSchema, gamesEndpoints } from '@bet/api/contract/games';
import { brandOffersGame } from '@bet/domain/brands';
import { GAME_STATUS, gameKeyOf } from '@bet/domain/games';
import { limitView } from '../betting/limits.ts';
import { contentOf, keepValid } from '../content/content-items.ts';
import { launch, launchAnyGame, lobby, myRounds, ngProvider } from '../games/third-party-games.ts';
import { routesOf } from '../http/call.ts';

const liveGameRow = liveGameSchema.omit({ id: true });

export const gamesRoutes = routesOf(gamesEndpoints, {
  // A game the brand does not offer (its flags) is hidden on it, whatever its site-wide status.
  'games.availability': async ({ services, brand }) =>
    keepValid(
      gameAvailabilitySchema,
      (
        await services.db
          .selectFrom('game_availability')
          .select(['game_id', 'status'])
          .orderBy('game_id')
          .execute()
      ).map((row) => {
        const game = gameKeyOf(row.game_id);
        return game === undefined || brandOffersGame(brand.flags, game)
          ? row
          : { ...row, status: GAME_STATUS.Hidden };
      }),
    ),
  'games.liveGames': async ({ query, services, languages, brand }) =>
    (
      await contentOf(services.db, brand.id, 'live_game', liveGameRow, [query.lang, ...languages])
    ).map((row) => ({
      id: row.id,
      ...row.data,
    })),
  'games.betLimits': async ({ query, services }) => {
    const game = typeof query.game_id === 'number' ? gameKeyOf(query.game_id) : query.game_id;
    if (!game) return [];
    const rows = await services.db
      .selectFrom('game_limits')
      .selectAll()
      .where('game', '=', game)
      .orderBy('game_type')
      .execute();
    return rows.map((row) => ({ game_type: row.game_type, ...limitView(row) }));
  },
  'games.launch': async ({ params, body, principal, services }) =>
    launchAnyGame(services, principal.memberId, params.gameId, {
      fingerprint: body.device.fingerprint,
      width: body.width,
      height: body.height,
    }),
  'games.cardLogin': async ({ query, principal, services }) =>
    launch({
      services,
      memberId: principal.memberId,
      provider: 'ky',
      gameId: String(query.game_id),
    }),
  'games.ngLogin': async ({ body, principal, services }) =>
    launch({
      services,
      memberId: principal.memberId,
      provider: ngProvider(body.plat_type),
      gameId: body.game_code ?? body.plat_type,
    }),
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
