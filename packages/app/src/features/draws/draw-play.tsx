// The betting part of a draw game's page: the game's board over its odds for the open draw, and the
// stakes panel, under the board on a phone and beside it from the desktop breakpoint. Without an
// open draw (the header says so) there is nothing to bet on; while it loads, a placeholder. The
// board renders from deferred copies of the odds and the open draw (useDeferredValue): their
// answers arrive through store subscriptions, which React renders at once in one task, while the
// deferred render of the board (a mark-six board is some 50 buttons) goes in slices that yield to
// the browser (total blocking time on slow phones, issue 18).
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { up } from '@bet/ui/theme';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { QueryView } from '../../lib/ui/query-view';
import type { DrawBet, DrawGame } from './draw-bets';
import { StakesPanel, type StakesPanelProps } from './stakes-panel';
import type { DrawTiming, OpenDrawState } from './use-open-draw';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);

    & > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.spacing.md};
    }
  }
`;

export interface DrawPlayProps<D extends DrawTiming, O> {
  readonly game: DrawGame;
  readonly state: OpenDrawState<D>;
  /** Betting is closed (the deadline passed, the game is not active). */
  readonly closed: boolean;
  readonly odds: Pick<
    UseQueryResult<O>,
    'data' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'
  >;
  /** The odds offer nothing to bet on. */
  readonly isEmpty: (odds: O) => boolean;
  /** The game's board for the open draw. */
  readonly board: (odds: O, draw: D) => ReactNode;
  /**
   * The board's room while it loads (a CSS length; 320px by default): about the loaded board's
   * height, so that the stakes panel under it on a phone does not jump down when it arrives.
   */
  readonly boardHeight?: string | undefined;
  readonly labelOf: StakesPanelProps['labelOf'];
  /** The estimated payout of one staked bet on the open draw. */
  readonly estimate: (bet: DrawBet, draw: D) => string;
}

export function DrawPlay<D extends DrawTiming, O>(props: DrawPlayProps<D, O>) {
  const { game, state, closed, odds, isEmpty, board, labelOf, estimate } = props;
  const t = useText();
  const { draw } = state;
  const placeholder = <Skeleton variant="rect" height={props.boardHeight ?? '320px'} />;
  // The board waits for both, the odds and the open draw, whichever comes last.
  const boardDraw = useDeferredValue(draw);
  // Each field by name: spreading a query's result would subscribe to every one of them.
  const shownOdds = {
    data: useDeferredValue(odds.data),
    isPending: odds.isPending,
    isError: odds.isError,
    refetch: odds.refetch,
    isRefetching: odds.isRefetching,
  };
  return (
    <Layout>
      <div>
        <QueryView
          query={shownOdds}
          placeholder={placeholder}
          errorText={t('errors:gameDataNotLoading')}
          isEmpty={isEmpty}
        >
          {(data) =>
            boardDraw === undefined
              ? (draw !== undefined || state.open.isPending) && placeholder
              : board(data, boardDraw)
          }
        </QueryView>
      </div>
      <StakesPanel
        game={game}
        matchId={draw?.match_id}
        closed={closed}
        labelOf={labelOf}
        estimate={(bet) => (draw === undefined ? '0' : estimate(bet, draw))}
      />
    </Layout>
  );
}
