// A mark-six game's page (issue 16): the draws kit's page (switcher, open draw, latest result) with
// the game's numbers, then its board and stakes, and its trends, whose chunk loads only when their
// section opens.
import type { MarkSixGame } from '@bet/domain/games';
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
import { LatestResult } from './draw-result';
import { LotteryPlay } from './lottery-play';
import { lotteryDrawQuery } from './lottery-queries';
import { MyLotteryBets } from './my-bets/my-lottery-bets';

const MarkSixTrends = lazy(() => import('./trends/mark-six-trends'));

/** What follows the open draw: the draws, the odds (priced for its date's zodiac table), my bets. */
const DRAW_REFRESH: readonly EndpointId[] = ['lottery.draws', 'lottery.odds', 'lottery.mybets'];

export interface LotteryPageProps {
  readonly game: MarkSixGame;
  /** The offered draw games, for the switcher. */
  readonly games: readonly DrawGame[];
  /** The game is disabled: shown, but "Game is not active" and closed. */
  readonly inactive: boolean;
}

export function LotteryPage({ game, games, inactive }: LotteryPageProps) {
  useNamespaces(...DRAW_PAGE_NAMESPACES.lottery);
  const state = useOpenDraw(lotteryDrawQuery(game, 0), DRAW_REFRESH);
  return (
    <DrawGamePage
      game={game}
      games={games}
      inactive={inactive}
      state={state}
      trends={<MarkSixTrends game={game} />}
      latest={
        <LatestDraw
          game={game}
          query={lotteryDrawQuery(game, 1)}
          result={(draw) => <LatestResult draw={draw} />}
        />
      }
    >
      <LotteryPlay game={game} state={state} closed={state.closed || inactive} />
      <MyLotteryBets game={game} />
    </DrawGamePage>
  );
}
