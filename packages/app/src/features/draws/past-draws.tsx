// Every past draw of a draw game, newest first, the next page near the end of the list (spec
// section 9), with loading, empty and error states: each draw's number, time, state and result,
// under the page's title and the way back to the game. The open draw is not a past draw.
import { EmptyState } from '@bet/ui/empty-state';
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router/link';
import styled from 'styled-components';
import { FormattedDate } from '../../lib/ui/formatted-date';
import { PageFrame } from '../../lib/ui/page-frame';
import { QueryView } from '../../lib/ui/query-view';
import type { DrawGame } from './draw-bets';
import { DrawMeta } from './draw-box';
import { drawGamePath } from './draw-games';
import { drawGameNameKey, drawTextsOf } from './draw-texts';
import type { DrawPage, DrawTiming } from './use-open-draw';

/** Rows of a page of past draws (endpointPages). */
export const PAST_DRAWS_PAGE_SIZE = 20;

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
  min-width: 0;
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

/** The draws of the pages read so far that are over: drawn, or canceled. */
export function pastDrawsOf<D extends DrawTiming>(pages: readonly DrawPage<D>[]): D[] {
  return pages.flatMap((page) => page.list).filter((draw) => draw.state !== 'pending');
}

export type PastDrawsQuery<D> = Pick<
  UseInfiniteQueryResult<InfiniteData<DrawPage<D>, unknown>>,
  | 'data'
  | 'isPending'
  | 'isError'
  | 'refetch'
  | 'isRefetching'
  | 'fetchNextPage'
  | 'hasNextPage'
  | 'isFetchingNextPage'
>;

export interface PastDrawsPageProps<D extends DrawTiming> {
  readonly game: DrawGame;
  /** Every draw of the game, a page at a time (endpointPages, PAST_DRAWS_PAGE_SIZE). */
  readonly draws: PastDrawsQuery<D>;
  /** A past draw's result. */
  readonly result: (draw: D) => ReactNode;
}

export function PastDrawsPage<D extends DrawTiming>({
  game,
  draws,
  result,
}: PastDrawsPageProps<D>) {
  const t = useText();
  const ns = drawTextsOf(game);
  const title = t(`${ns}:draws.pastOf`, { game: t(drawGameNameKey(game)) });
  return (
    <PageFrame title={title} actions={<Link to={drawGamePath(game)}>{t(`${ns}:draws.back`)}</Link>}>
      <QueryView
        query={draws}
        placeholder={<Skeleton variant="rect" height={96} />}
        errorText={t('errors:gameDataNotLoading')}
      >
        {(data) => {
          const rows = pastDrawsOf(data.pages);
          if (rows.length === 0 && !draws.hasNextPage)
            return <EmptyState title={t(`${ns}:draws.empty`)} headingLevel={2} />;
          return (
            <>
              <List aria-label={title}>
                {rows.map((draw) => (
                  <Row key={draw.match_id}>
                    <h2>{t('betting:drawNumber', { number: draw.match_id })}</h2>
                    <DrawMeta>
                      <FormattedDate value={draw.draw_at} /> ·{' '}
                      {t(`common:drawStatus.${draw.state}`)}
                    </DrawMeta>
                    {result(draw)}
                  </Row>
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
    </PageFrame>
  );
}
