// A list read a page at a time (spec section 9: the next page when within 500 px of the end):
// a plain list while it is short, virtualized once it passes a few hundred rows, where the
// sentinel that asks for the next page is the list's last row.
import { InfiniteScrollTrigger } from '@bet/ui/infinite-scroll-trigger';
import { VirtualList } from '@bet/ui/virtual-list';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Rows from which the list renders only what is in view. */
export const VIRTUALIZE_AFTER = 200;

const Plain = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PagedListProps<T> {
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string | number;
  readonly renderRow: (row: T) => ReactNode;
  readonly label: string;
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly onLoadMore: () => void;
}

const MORE = Symbol('more');

export function PagedList<T>(props: PagedListProps<T>) {
  const { rows, rowKey, renderRow, label, hasMore, loading, onLoadMore } = props;
  const trigger = (
    <InfiniteScrollTrigger onLoadMore={onLoadMore} loading={loading} hasMore={hasMore} />
  );
  if (rows.length <= VIRTUALIZE_AFTER) {
    return (
      <>
        <Plain aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </Plain>
        {trigger}
      </>
    );
  }
  const items: (T | typeof MORE)[] = hasMore ? [...rows, MORE] : [...rows];
  return (
    <VirtualList
      items={items}
      label={label}
      height="60vh"
      estimateSize={56}
      getKey={(item) => (item === MORE ? 'more' : rowKey(item))}
      renderItem={(item) => (item === MORE ? trigger : renderRow(item))}
    />
  );
}
