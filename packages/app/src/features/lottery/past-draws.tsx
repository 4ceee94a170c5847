// Every past draw of a mark-six game, newest first, the next page near the end of the list (spec
// section 9), with loading, empty and error states: each draw's number, time and result.
import type { MarkSixGame } from '@bet/domain/games';
import { EmptyState } from '@bet/ui/empty-state';
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { QueryView } from '../../lib/ui/query-view';
import { DrawNumbers } from './draw-numbers';
import { pastDrawsOf, usePastDraws, type MarkSixDraw } from './lottery-queries';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.palette.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.surface.surface};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

function PastDraw({ draw }: { draw: MarkSixDraw }) {
  const t = useText();
  return (
    <Row>
      <h2>{t('betting:drawNumber', { number: draw.match_id })}</h2>
      <Meta>
        <FormattedDate value={draw.draw_at} /> · {t(`common:drawStatus.${draw.state}`)}
      </Meta>
      {draw.numbers === null ? (
        <p>{t('lottery:draws.noResult')}</p>
      ) : (
        <DrawNumbers draw={draw} size="sm" />
      )}
    </Row>
  );
}

export function PastDraws({ game }: { game: MarkSixGame }) {
  const t = useText();
  const draws = usePastDraws(game);
  return (
    <QueryView
      query={draws}
      placeholder={<Skeleton variant="rect" height={96} />}
      errorText={t('errors:gameDataNotLoading')}
    >
      {(data) => {
        const rows = pastDrawsOf(data.pages);
        if (rows.length === 0 && !draws.hasNextPage)
          return <EmptyState title={t('lottery:draws.empty')} headingLevel={2} />;
        return (
          <>
            <List aria-label={t('lottery:draws.pastOf', { game: t(`common:games.${game}`) })}>
              {rows.map((draw) => (
                <PastDraw key={draw.match_id} draw={draw} />
              ))}
            </List>
            <InfiniteScrollTrigger
              onLoadMore={() => void draws.fetchNextPage()}
              loading={draws.isFetchingNextPage}
              hasMore={draws.hasNextPage}
            />
          </>
        );
      }}
    </QueryView>
  );
}
