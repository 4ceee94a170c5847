// VirtualList: long lists (design.md budget: 10,000 matches mount without a long task and scroll
// smoothly) render only the rows in view plus a few, with @tanstack/react-virtual. Rows measure
// themselves, so they may differ in height (a MatchRow stacks on phones). It is a list for
// assistive tech (role list / listitem with aria-setsize and aria-posinset, since most rows are
// not in the DOM) and a focusable scroll area: arrows, Page Up/Down, Home and End scroll it.
// The list renders again whenever the virtualizer moves (a row measured, a scroll); a row's
// content renders again only when its item, its index or renderItem change (RowContent), so
// those renders move rows without rendering their content. The first rows render in the list's
// own first render, sized from its height (initialRectOf), not after the scroll area is measured.
import { memo, useRef, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { componentStyles, focusRing } from '../../theme';

export const COMPONENT_ID = 'virtual-list';

export interface VirtualListProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (ids), so measured heights follow their rows. */
  readonly getKey?: ((item: T, index: number) => Key) | undefined;
  /** Expected row height in px before a row is measured. */
  readonly estimateSize: number;
  /** Height of the scroll area (CSS length; numbers are px). */
  readonly height: number | string;
  /** Names the list for screen readers. */
  readonly label: string;
  /** Rows rendered beyond each edge of the view. */
  readonly overscan?: number | undefined;
  /** Shown instead of the list when there are no items (e.g. an EmptyState). */
  readonly empty?: ReactNode;
  readonly className?: string | undefined;
}

/** One keyboard step: about one line of text, like a native scroll area. */
export const LINE_STEP_PX = 40;

const Scroller = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  ${focusRing}
  ${componentStyles(COMPONENT_ID)}
`;

const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

interface RowContentProps<T> {
  readonly item: T;
  readonly index: number;
  readonly render: (item: T, index: number) => ReactNode;
}

function RowContentOf<T>({ item, index, render }: RowContentProps<T>) {
  return render(item, index);
}

/**
 * A row's content. On a phone's first lobby the rows were rendered twice in the task that
 * mounted them: once, then again when each had measured itself (an update from the commit's
 * layout phase, which React renders at once, in the same task).
 */
const RowContent = memo(RowContentOf) as typeof RowContentOf;

const LENGTH = /^(\d+(?:\.\d+)?)(px|vh)$/;

/**
 * The scroll area's size before it is measured, from the list's height: a number or `px` as it
 * is, `vh` of the window, anything else the window's height. The virtualizer knows the area's
 * size only from the commit that mounts it; until then it has no rows to show, and the first
 * rows mounted in a second render that React runs at once from that commit (41 ms of a phone's
 * first lobby at 1x, issue 18), not in the list's own render, which may be sliced.
 */
export function initialRectOf(
  height: number | string,
  viewportHeight: number = typeof window === 'undefined' ? 0 : window.innerHeight,
): { width: number; height: number } {
  if (typeof height === 'number') return { width: 0, height };
  const length = LENGTH.exec(height.trim());
  if (length === null) return { width: 0, height: viewportHeight };
  const value = Number(length[1]);
  return { width: 0, height: length[2] === 'vh' ? (viewportHeight * value) / 100 : value };
}

function scrollFor(
  key: string,
  element: HTMLElement,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
) {
  const page = element.clientHeight * 0.9;
  const by = (delta: number) => virtualizer.scrollToOffset(Math.max(0, element.scrollTop + delta));
  const actions: Record<string, () => void> = {
    ArrowDown: () => by(LINE_STEP_PX),
    ArrowUp: () => by(-LINE_STEP_PX),
    PageDown: () => by(page),
    PageUp: () => by(-page),
    Home: () => virtualizer.scrollToIndex(0, { align: 'start' }),
    End: () => virtualizer.scrollToIndex(virtualizer.options.count - 1, { align: 'end' }),
  };
  return actions[key];
}

export function VirtualList<T>(props: VirtualListProps<T>) {
  const {
    items,
    renderItem,
    getKey,
    estimateSize,
    height,
    label,
    overscan = 6,
    empty,
    className,
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    initialRect: initialRectOf(height),
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return getKey && item !== undefined ? getKey(item, index) : index;
    },
  });

  if (items.length === 0 && empty !== undefined) return <>{empty}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed on a control inside a row (a button, an input) belong to that control.
    if (event.target !== event.currentTarget) return;
    const action = scrollFor(event.key, event.currentTarget, virtualizer);
    if (action === undefined) return;
    event.preventDefault();
    action();
  };

  return (
    <Scroller
      ref={scrollRef}
      role="list"
      aria-label={label}
      tabIndex={0}
      className={className}
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      <Sizer role="presentation" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <Row
              key={row.key}
              ref={virtualizer.measureElement}
              role="listitem"
              data-index={row.index}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <RowContent item={item} index={row.index} render={renderItem} />
            </Row>
          );
        })}
      </Sizer>
    </Scroller>
  );
}
