// Sports calls (spec section 7, "Sports", on /sports): matches with their markets, bets, my bets,
// one bet, results, the sports rules and the sports' availability; and the member's favorites and
// betting settings (issue 15, members/betting-preferences.ts).
import { sportsBet, sportsEndpoints } from '@bet/api/contract/sports';
import { gameKeyOf, GAME_IDS, gameCategory } from '@bet/domain/games';
import { BD_PAYOUT_SCALE } from '@bet/domain/parlay';
import {
  DEFAULT_MAX_PRIZE_TIERS,
  PASS_TYPES,
  POSTPONEMENT_VOID_HOURS,
  TAX_RATE,
  TAX_THRESHOLD,
} from '@bet/domain/sports-rules';
import { betRoute } from '../betting/bet-route.ts';
import { memberBetPage } from '../betting/member-bets.ts';
import { planSportsBet } from '../betting/sports-planner.ts';
import { routesOf } from '../http/call.ts';
import {
  bettingSettings,
  favorites,
  saveBettingSettings,
  setFavorite,
} from '../members/betting-preferences.ts';
import { businessError } from '../http/errors.ts';
import { page, pageWithTotal } from '../http/paging.ts';
import { sportsBetViews } from '../views/bet-views.ts';
import { matchView, resultView } from '../views/match-views.ts';
import { sql } from 'kysely';

const SPORT_IDS = [GAME_IDS.soccer, GAME_IDS.basketball, GAME_IDS.bd];

export const sportsRoutes = [
  betRoute(sportsBet, async ({ params, body, principal, services }) =>
    planSportsBet(services.betting.planContext(), principal.memberId, params.game, body),
  ),
  ...routesOf(sportsEndpoints, {
    'sports.matches': async ({ params, query, services }) => {
      const now = services.now();
      const range = page(query);
      const base = services.db
        .selectFrom('sport_matches')
        .where('sport', '=', params.game)
        .where('result_at', 'is', null)
        .where('state', 'in', ['upcoming', 'live', 'postponed'])
        .where(
          'kickoff_at',
          '>=',
          query.timestamp === undefined ? new Date(0) : new Date(query.timestamp * 1000),
        );
      const { rows, total } = await pageWithTotal(base, range, (builder) =>
        builder.selectAll().orderBy('kickoff_at').orderBy('id'),
      );
      return {
        list: rows.map((row) => matchView(row, now, services.publicUrl())),
        total,
      };
    },
    'sports.mybets': async ({ params, query, principal, services }) => {
      const { rows, total } = await memberBetPage(
        services.db,
        principal.memberId,
        params.game,
        query,
      );
      return { list: await sportsBetViews(services.db, rows), total };
    },
    'sports.mybetById': async ({ params, principal, services }) => {
      const row = await services.db
        .selectFrom('bets')
        .selectAll()
        .where('member_id', '=', principal.memberId)
        .where('game', '=', params.game)
        .where('bet_no', '=', params.id)
        .executeTakeFirst();
      // Spec section 7: a non-zero code yields no data (someone else's bet looks the same).
      if (!row) throw businessError('Bet not found');
      const [view] = await sportsBetViews(services.db, [row]);
      if (!view) throw businessError('Bet not found');
      return view;
    },
    'sports.history': async ({ params, query, services }) => {
      const now = services.now();
      const range = page(query);
      let base = services.db
        .selectFrom('sport_matches')
        .where('sport', '=', params.game)
        .where('state', '=', 'finished');
      if (query.date !== undefined)
        base = base.where(sql<string>`(kickoff_at at time zone 'UTC')::date`, '=', query.date);
      const { rows, total } = await pageWithTotal(base, range, (builder) =>
        builder.selectAll().orderBy('kickoff_at', 'desc').orderBy('id', 'desc'),
      );
      return {
        list: rows.map((row) => resultView(row, now, services.publicUrl())),
        total,
      };
    },
    'sports.gameConfig': async ({ query }) => {
      if (gameCategory(query.kind) !== 'sports') throw businessError('Not a sport');
      return {
        game_id: query.kind,
        pass_types: [...PASS_TYPES],
        max_prize_tiers: DEFAULT_MAX_PRIZE_TIERS.map((tier) => ({
          strings: tier.strings,
          max_prize: String(tier.maxPrize),
        })),
        tax_rate: String(TAX_RATE),
        tax_threshold: String(TAX_THRESHOLD),
        postpone_void_hours: POSTPONEMENT_VOID_HOURS,
        payout_scale: gameKeyOf(query.kind) === 'bd' ? String(BD_PAYOUT_SCALE) : '1',
      };
    },
    'sports.availableGames': async ({ services }) => {
      const rows = await services.db
        .selectFrom('game_availability')
        .select(['game_id', 'status'])
        .where('game_id', 'in', SPORT_IDS)
        .orderBy('game_id')
        .execute();
      return rows.map((row) => ({ game_id: row.game_id as 10, status: row.status as 1 }));
    },
    'sports.favorites': async ({ principal, services }) =>
      favorites(services.db, principal.memberId),
    'sports.setFavorite': async ({ body, principal, services }) =>
      setFavorite(services.db, principal.memberId, body, services.now()),
    'sports.settings': async ({ principal, services }) =>
      bettingSettings(services.db, principal.memberId),
    'sports.saveSettings': async ({ body, principal, services }) =>
      saveBettingSettings(services.db, principal.memberId, body, services.now()),
  }),
];
