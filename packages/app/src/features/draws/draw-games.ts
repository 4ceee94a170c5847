// The draw games a brand offers, in the switcher's order (spec sections 2 and 4): the six mark-six
// games whose availability is visible (hidden ones never show), when the brand has lottery; then
// ten-car racing (pk10) when the brand's racing flag is on (it has no game id, so no availability
// row). The member's last choice is the stored key currentLotteryID (spec section 3).
import { GAME_IDS, MARK_SIX_GAMES } from '@bet/domain/games';
import { useCallback } from 'react';
import type { BrandFlags } from '../../brand/brand-config';
import { useBrand, useServices } from '../../lib/services';
import { useGameAvailability } from '../games';
import { LOTTERY_PATH } from '../../lib/router/draw-paths';
import type { DrawGame } from './draw-bets';

export function drawGamePath(game: DrawGame): string {
  return `${LOTTERY_PATH}/${game}`;
}

export function offeredDrawGames(flags: BrandFlags, visibleIds: readonly number[]): DrawGame[] {
  const markSix = flags.lottery
    ? MARK_SIX_GAMES.filter((game) => visibleIds.includes(GAME_IDS[game]))
    : [];
  return flags.racing ? [...markSix, 'pk10'] : markSix;
}

/** Shown, but "Game is not active" (spec section 4: disabled games stay visible). */
export function isDrawGameDisabled(game: DrawGame, disabledIds: readonly number[]): boolean {
  return game !== 'pk10' && disabledIds.includes(GAME_IDS[game]);
}

/** The stored choice when still offered, else the first offered game. */
export function chosenDrawGame(
  offered: readonly DrawGame[],
  stored: string | null,
): DrawGame | undefined {
  return offered.find((game) => game === stored) ?? offered[0];
}

/**
 * The game /lottery most likely sends the member to, before the availability is known: the stored
 * choice when the brand can offer it, else the brand's first draw game (every mark-six game
 * visible). Only a guess, to start that page's code early; chosenDrawGame decides.
 */
export function likelyDrawGame(flags: BrandFlags, stored: string | null): DrawGame | undefined {
  return chosenDrawGame(offeredDrawGames(flags, Object.values(GAME_IDS)), stored);
}

export interface OfferedDrawGames {
  /** Undefined until the availability is known (cache or first answer). */
  readonly games: readonly DrawGame[] | undefined;
  readonly disabledIds: readonly number[];
  readonly isError: boolean;
  readonly refetch: () => void;
}

export function useOfferedDrawGames(): OfferedDrawGames {
  const brand = useBrand();
  const availability = useGameAvailability();
  const split = availability.data;
  return {
    games: split === undefined ? undefined : offeredDrawGames(brand.flags, split.visible),
    disabledIds: split?.disabled ?? [],
    isError: split === undefined && availability.isError,
    refetch: () => void availability.refetch(),
  };
}

/** The stored game (currentLotteryID) and a way to remember a new choice. */
export function useCurrentDrawGame() {
  const { storage } = useServices();
  const remember = useCallback(
    (game: DrawGame) => {
      if (storage.get('currentLotteryID') !== game) void storage.set('currentLotteryID', game);
    },
    [storage],
  );
  return { stored: storage.get('currentLotteryID'), remember };
}
