// Game bet limits per game type and the generic game launch (spec section 7, "Other reads": "game
// bet limits per selected game"; "Game launch takes the game id and a body built from the device
// fingerprint and the measured width and height of the frame, and returns data.data").

import { gameKeyOf } from '@bet/domain/games';
import { limitView } from '../betting/limits.ts';
import { routesOf } from '../http/call.ts';
import { launchAnyGame } from './third-party.ts';

export const gameRoutes = routesOf(otherReadEndpoints, {
  'games.betLimits': async ({ query, services }) => {
    const game = gameKeyOf(query.game_id);
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
});
