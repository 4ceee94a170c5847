// The bets of a tab a page at a time (spec section 9: the next page when the list end comes
// near): a plain list while it is short, virtualized once it passes a few hundred bets, where the
// sentinel that reads the next page is the last row. Loading, empty and error states included.
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { Skeleton } from '@bet/ui/skeleton';
import { useText } from '@bet/ui/text';
import { VirtualList } from '@bet/ui/virtual-list';
import styled from 'styled-components';
import type { BrandSport } from '../../brand/brand-config';
import { QueryView } from '../../lib/ui/query-view';
import { MyBetCard } from './my-bet-card';
import { useMyBets, type MyBet, type MyBetsTab } from './my-bets-queries';

/** Bets from which the list renders only what is in view. */
export const VIRTUALIZE_AFTER = 200;

const Plain = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MORE = Symbol('more');

export interface BetListProps {
  readonly sport: BrandSport;
  readonly tab: MyBetsTab;
  readonly onOpen: (bet: MyBet) => void;
}

export function BetList({ sport, tab, onOpen }: BetListProps) {
  const t = useText();
  const { query, bets } = useMyBets(sport, tab);
  const label = t(`betting:myBets.list.${tab}`);
  const more = query.hasNextPage;
  const items: (MyBet | typeof MORE)[] = more ? [...bets, MORE] : bets;
  const trigger = (
    <InfiniteScrollTrigger
      onLoadMore={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      hasMore={more}
    />
  );
  return (
    <QueryView
      query={query}
      placeholder={<Skeleton lines={4} />}
      errorText={t('errors:somethingWentWrong')}
      emptyText={t(`betting:myBets.empty.${tab}`)}
      isEmpty={() => bets.length === 0 && !more}
      headingLevel={3}
    >
      {() =>
        bets.length <= VIRTUALIZE_AFTER ? (
          <>
            <Plain aria-label={label}>
              {bets.map((bet) => (
                <li key={bet.bet_id}>
                  <MyBetCard bet={bet} onOpen={onOpen} />
                </li>
              ))}
            </Plain>
            {trigger}
          </>
        ) : (
          <VirtualList
            items={items}
            label={label}
            height="60vh"
            estimateSize={132}
            getKey={(item) => (item === MORE ? 'more' : item.bet_id)}
            renderItem={(item) =>
              item === MORE ? trigger : <MyBetCard bet={item} onOpen={onOpen} />
            }
          />
        )
      }
    </QueryView>
  );
}
