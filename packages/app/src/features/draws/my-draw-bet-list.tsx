// The bets of one my-bets tab of a draw game, a page at a time (the next page when the list end
// comes near), with loading, empty and error states.
import type { InputOf } from '@bet/api/contract/endpoints';
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import styled from 'styled-components';
import { QueryView } from '../../lib/ui/query-view';
import type { DrawBetsEndpoint } from './draw-bet-status';
import { MyDrawBetCard, type MyDrawBetCardProps } from './my-draw-bet-card';
import { useMyDrawBets, type MyDrawBetsTab } from './my-draw-bets-query';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface MyDrawBetListProps<Id extends DrawBetsEndpoint> extends Pick<
  MyDrawBetCardProps<Id>,
  'renderDraw'
> {
  readonly endpoint: Id;
  readonly input: InputOf<Id>;
  readonly tab: MyDrawBetsTab;
  readonly labelOf: (selection: MyDrawBetCardProps<Id>['bet']['selection']) => string;
}

export function MyDrawBetList<Id extends DrawBetsEndpoint>(props: MyDrawBetListProps<Id>) {
  const { endpoint, input, tab, labelOf, renderDraw } = props;
  const t = useText();
  const { query, bets } = useMyDrawBets(endpoint, input, tab);
  const more = query.hasNextPage;
  return (
    <QueryView
      query={query}
      placeholder={<Skeleton lines={4} />}
      errorText={t('errors:loadBetsFailed')}
      emptyText={t(`betting:drawBets.empty.${tab}`)}
      isEmpty={() => bets.length === 0 && !more}
      headingLevel={3}
    >
      {() => (
        <>
          <List>
            {bets.map((bet) => (
              <li key={bet.bet_id}>
                <MyDrawBetCard bet={bet} label={labelOf(bet.selection)} renderDraw={renderDraw} />
              </li>
            ))}
          </List>
          <InfiniteScrollTrigger
            onLoadMore={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            hasMore={more}
          />
        </>
      )}
    </QueryView>
  );
}
