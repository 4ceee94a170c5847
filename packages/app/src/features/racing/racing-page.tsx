// The pk10 page (issue 16): the draws kit's page (switcher, open draw, latest result) with the cars
// of the latest race, then the board and the stakes, and the position trends, whose chunk loads
// only when their section opens.
import type { EndpointId } from '@bet/api/contract/endpoints';
import { lazy } from 'react';
import { useNamespaces } from '../../lib/i18n/text';
import {
  DRAW_PAGE_NAMESPACES,
  DrawGamePage,
  LatestDraw,
  useOpenDraw,
  type DrawGame,
} from '../draws';
import { RACING_GAME } from './racing-game';
import { racingDrawQuery } from './racing-queries';
import { MyRacingBets } from './my-bets/my-racing-bets';
import { RacingPlay } from './racing-play';
import { RacingResult } from './result/racing-result';

const Pk10Trends = lazy(() => import('./trends/pk10-trends'));

/** What follows the open draw: the races (the open one, the latest result, the trends), my bets. */
const DRAW_REFRESH: readonly EndpointId[] = ['racing.draws', 'racing.mybets'];

export interface RacingPageProps {
  /** The offered draw games, for the switcher. */
  readonly games: readonly DrawGame[];
  /** The game is disabled: shown, but "Game is not active" and closed. */
  readonly inactive: boolean;
}

export function RacingPage({ games, inactive }: RacingPageProps) {
  useNamespaces(...DRAW_PAGE_NAMESPACES.racing);
  const state = useOpenDraw(racingDrawQuery(0), DRAW_REFRESH);
  return (
    <DrawGamePage
      game={RACING_GAME}
      games={games}
      inactive={inactive}
      state={state}
      trends={<Pk10Trends />}
      latest={
        <LatestDraw
          game={RACING_GAME}
          query={racingDrawQuery(1)}
          result={(draw) => <RacingResult draw={draw} />}
        />
      }
    >
      <RacingPlay state={state} closed={state.closed || inactive} />
      <MyRacingBets />
    </DrawGamePage>
  );
}
