// Default bet limits per game and game type, in USDT (spec section 3, "Game bet limits per game
// type"). Sports types are the bet kinds plus "parlay"; cricket its markets; mark six its bet
// types; racing its bet groups. The minimums follow the default currency record (spec section 3:
// sport_bet_min 0.01, lotter_bet_min 1).
import { BET_KINDS } from '@bet/domain/bet-slip';
import { MARK_SIX_GAMES } from '@bet/domain/games';
import { MARK_SIX_BET_TYPES } from '@bet/domain/mark-six';
import { RACING_GAME } from '../feeds/draw-schedule.ts';
import { toMinor } from '../ledger/units.ts';

interface Limit {
  bet: [string, string];
  multiple: [number, number];
  bonus: [string, string];
}

const SPORTS_SINGLE: Limit = { bet: ['0.01', '5000'], multiple: [1, 1], bonus: ['0', '200000'] };
const SPORTS_PARLAY: Limit = { bet: ['0.01', '2000'], multiple: [1, 99], bonus: ['0', '500000'] };
const LOTTERY: Limit = { bet: ['1', '2000'], multiple: [1, 1], bonus: ['0', '0'] };

const rows = (game: string, types: readonly string[], limit: Limit) =>
  types.map((gameType) => ({
    game,
    game_type: gameType,
    bet_min: toMinor(limit.bet[0]),
    bet_max: toMinor(limit.bet[1]),
    multiple_min: limit.multiple[0],
    multiple_max: limit.multiple[1],
    bonus_min: toMinor(limit.bonus[0]),
    bonus_max: toMinor(limit.bonus[1]),
  }));

export const GAME_LIMITS = [
  ...(['soccer', 'basketball', 'bd'] as const).flatMap((game) => [
    ...rows(game, BET_KINDS, SPORTS_SINGLE),
    ...rows(game, ['parlay'], SPORTS_PARLAY),
  ]),
  ...rows('cricket', ['winner', 'toss', 'total_runs'], SPORTS_SINGLE),
  ...MARK_SIX_GAMES.flatMap((game) => rows(game, MARK_SIX_BET_TYPES, LOTTERY)),
  ...rows(RACING_GAME, ['position', 'twoSide', 'sumValue', 'sumSide', 'dragonTiger'], LOTTERY),
];
