// The racing game's stake limits per bet type: the rows the server checks each racing stake
// against (games.betLimits, asked for pk10 by its key).
import { endpointQuery } from '../../lib/api/endpoint-query';
import { RACING_GAME } from './racing-game';

export const racingLimitsQuery = () =>
  endpointQuery('games.betLimits', { query: { game_id: RACING_GAME } });
