// A draw game's bets as the bet call sends them (lottery.bet for mark six, racing.bet for pk10):
// each selection with its stake per ticket and the odds it was picked at.
import type { InputOf } from '@bet/api/contract/endpoints';
import { MARK_SIX_BET_TYPES, type MarkSixBet, type MarkSixSelection } from '@bet/domain/mark-six';
import type { RacingBet, RacingSelection } from '@bet/domain/racing';
import type { DrawBet, DrawGame } from './draw-bets';

type Selection = MarkSixSelection | RacingSelection;

export function isMarkSixSelection(selection: Selection): selection is MarkSixSelection {
  return (MARK_SIX_BET_TYPES as readonly string[]).includes(selection.type);
}

export function isRacingSelection(selection: Selection): selection is RacingSelection {
  return !isMarkSixSelection(selection);
}

/** A mark-six bet with its stake and odds, or undefined for a racing pick. */
export function markSixBetOf(bet: DrawBet): MarkSixBet | undefined {
  const { selection, odds } = bet.pick;
  return isMarkSixSelection(selection) ? { ...selection, stake: bet.amount, odds } : undefined;
}

/** A racing bet with its stake and odds, or undefined for a mark-six pick. */
export function racingBetOf(bet: DrawBet): RacingBet | undefined {
  const { selection, odds } = bet.pick;
  return isRacingSelection(selection) ? { ...selection, stake: bet.amount, odds } : undefined;
}

/** What one placement sends: the game, its open draw, the bets, the stakes' currency. */
export interface DrawOrder {
  readonly game: DrawGame;
  readonly matchId: string;
  readonly bets: readonly DrawBet[];
  readonly currency?: string | undefined;
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

type LotteryBetInput = InputOf<'lottery.bet'>['body']['bets'][number];

/** The body's animal lists are arrays of their own (the domain's are read-only). */
function sendable(bet: MarkSixBet): LotteryBetInput {
  if (bet.type === 'specialCodeMergeAnimal' || bet.type === 'specialCodeCombinationZodiacs')
    return { ...bet, animals: [...bet.animals] };
  return bet;
}

export function lotteryBetInput(order: DrawOrder & { game: Exclude<DrawGame, 'pk10'> }) {
  const bets = order.bets.map(markSixBetOf).filter(present).map(sendable);
  return {
    body: {
      game: order.game,
      match_id: order.matchId,
      bets,
      ...(order.currency === undefined ? {} : { currency: order.currency }),
    },
  } satisfies InputOf<'lottery.bet'>;
}

export function racingBetInput(order: DrawOrder & { game: 'pk10' }) {
  const bets = order.bets.map(racingBetOf).filter(present);
  return {
    params: { game: order.game },
    body: {
      match_id: order.matchId,
      bets,
      ...(order.currency === undefined ? {} : { currency: order.currency }),
    },
  } satisfies InputOf<'racing.bet'>;
}
