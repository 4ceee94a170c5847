// The racing game this site offers. The contract keys racing games by name (RACING_GAMES: the spec
// names only the pk10 category), and the draw games' bets state keys its lists the same way.
import type { RACING_GAMES } from '@bet/api/contract/common';
import type { DrawGame } from '../draws';

export const RACING_GAME = 'pk10' satisfies (typeof RACING_GAMES)[number] & DrawGame;
