// The betting part of a mark-six page: the board (the eleven bet types) over the game's odds for
// the open draw, with the brand's merged-animal rule, and the stakes panel, under the board on a phone and beside it from the desktop breakpoint. Placing sends
// { game, match_id, bets: [{ ...selection, stake, odds }] } for the open draw.
import type { MarkSixGame } from '@bet/domain/games';
import { markSixEstimatedPayout } from '@bet/domain/draw-estimate';
import { drawCalendarDate } from '@bet/domain/mark-six';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { up } from '@bet/ui/theme';
import styled from 'styled-components';
import { useBrand } from '../../lib/services';
import { QueryView } from '../../lib/ui/query-view';
import { isMarkSixSelection, markSixBetOf, StakesPanel, type DrawBet } from '../draws';
import { BetTypeBoard, markSixPickLabel } from './board';
import { useLotteryOdds, type MarkSixDraw } from './lottery-queries';

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

export interface LotteryPlayProps {
  readonly game: MarkSixGame;
  readonly draw: MarkSixDraw | undefined;
  /** The open draw is being read. */
  readonly drawPending: boolean;
  readonly closed: boolean;
}

export function LotteryPlay({ game, draw, drawPending, closed }: LotteryPlayProps) {
  const t = useText();
  const { flags } = useBrand();
  const odds = useLotteryOdds(game);
  const drawAt = draw === undefined ? undefined : new Date(draw.draw_at);
  const estimate = (bet: DrawBet) => {
    const markSix = markSixBetOf(bet);
    if (markSix === undefined || drawAt === undefined) return '0';
    return markSixEstimatedPayout(markSix, drawCalendarDate(drawAt));
  };
  const placeholder = <Skeleton variant="rect" height={320} />;
  return (
    <Layout>
      <div>
        <QueryView
          query={odds}
          placeholder={placeholder}
          errorText={t('errors:gameDataNotLoading')}
          isEmpty={(groups) => groups.length === 0}
        >
          {(groups) =>
            // Without an open draw (the header says so) there is nothing to bet on.
            draw === undefined ? (
              drawPending && placeholder
            ) : (
              <BetTypeBoard
                game={game}
                drawAt={draw.draw_at}
                odds={groups}
                exactlySix={flags.mergedAnimalExactlySix}
                disabled={closed}
              />
            )
          }
        </QueryView>
      </div>
      <StakesPanel
        game={game}
        matchId={draw?.match_id}
        closed={closed}
        labelOf={(selection) =>
          isMarkSixSelection(selection) ? markSixPickLabel(t, selection) : selection.type
        }
        estimate={estimate}
      />
    </Layout>
  );
}
