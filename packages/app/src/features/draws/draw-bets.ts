// The bets being built on a draw game's board (mark six and pk10; spec section 3, "Lottery state":
// lotteryBetArray per prop with its amount, and "Racing state": pk10BetArray). A board toggles
// picks; the stakes panel sets each pick's amount. One list per game, in sessionStorage, so a
// reload keeps it; choosing another game clears that game's bets (spec section 4).
import type { MarkSixGame } from '@bet/domain/games';
import type { MarkSixSelection } from '@bet/domain/mark-six';
import type { RacingSelection } from '@bet/domain/racing';

/** The draw games: the six mark-six games and ten-car racing. */
export type DrawGame = MarkSixGame | 'pk10';

/** One priced selection of a board: what the stakes panel lists and a bet body carries. */
export interface DrawPick<Selection = MarkSixSelection | RacingSelection> {
  /** Stable id within the game: 'specialCode:7', 'twoSide:1:big', 'mergeAnimal:rat,ox'. */
  readonly key: string;
  readonly selection: Selection;
  /** Decimal odds from the odds call. */
  readonly odds: string;
  /** The line's stake limits in the base currency ('0': none). */
  readonly min: string;
  readonly max: string;
  /** Tickets the bet places (a combination-zodiac bet places one per group); else 1. */
  readonly tickets: number;
}

/** A pick with the amount staked per ticket ('' until the member types one). */
export interface DrawBet<Selection = MarkSixSelection | RacingSelection> {
  readonly pick: DrawPick<Selection>;
  readonly amount: string;
}

export interface DrawBetsState {
  readonly game: DrawGame | null;
  readonly bets: readonly DrawBet[];
}

export const EMPTY_DRAW_BETS: DrawBetsState = { game: null, bets: [] };
export const DRAW_BETS_STORAGE_KEY = 'draw_bets';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isDrawBet(value: unknown): value is DrawBet {
  if (!isRecord(value) || typeof value.amount !== 'string' || !isRecord(value.pick)) return false;
  const pick = value.pick;
  return (
    typeof pick.key === 'string' &&
    isRecord(pick.selection) &&
    typeof pick.selection.type === 'string' &&
    typeof pick.odds === 'string' &&
    typeof pick.min === 'string' &&
    typeof pick.max === 'string' &&
    typeof pick.tickets === 'number'
  );
}

export function isDrawBetsState(value: unknown): value is DrawBetsState {
  return (
    isRecord(value) &&
    (value.game === null || typeof value.game === 'string') &&
    Array.isArray(value.bets) &&
    value.bets.every(isDrawBet)
  );
}

/** The bets of `game` (none when the stored list belongs to another game). */
export function betsOfGame(state: DrawBetsState, game: DrawGame): readonly DrawBet[] {
  return state.game === game ? state.bets : [];
}

/** Adds the pick with `amount`, or removes it when the game already has it. */
export function toggleDrawPick(
  state: DrawBetsState,
  game: DrawGame,
  pick: DrawPick,
  amount: string,
): DrawBetsState {
  const bets = betsOfGame(state, game);
  const has = bets.some((bet) => bet.pick.key === pick.key);
  return {
    game,
    bets: has ? bets.filter((bet) => bet.pick.key !== pick.key) : [...bets, { pick, amount }],
  };
}

/** Sets one bet's amount per ticket ('' leaves the pick selected, without a stake). */
export function setDrawAmount(
  state: DrawBetsState,
  game: DrawGame,
  key: string,
  amount: string,
): DrawBetsState {
  return {
    game,
    bets: betsOfGame(state, game).map((bet) => (bet.pick.key === key ? { ...bet, amount } : bet)),
  };
}

export function removeDrawPick(state: DrawBetsState, game: DrawGame, key: string): DrawBetsState {
  return { game, bets: betsOfGame(state, game).filter((bet) => bet.pick.key !== key) };
}
