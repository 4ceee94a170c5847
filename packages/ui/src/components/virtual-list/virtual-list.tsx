// VirtualList: long lists (design.md budget: 10,000 matches mount without a long task and scroll
// smoothly) render only the rows in view plus a few, with @tanstack/react-virtual. Rows measure
// themselves, so they may differ in height (a MatchRow stacks on phones). It is a list for
// assistive tech (role list / listitem with aria-setsize and aria-posinset, since most rows are
// not in the DOM) and a focusable scroll area: arrows, Page Up/Down, Home and End scroll it.
import { useRef, type Key, type KeyboardEvent, type ReactNode } from 'react';
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
              {renderItem(item, row.index)}
            </Row>
          );
        })}
      </Sizer>
    </Scroller>
  );
}
