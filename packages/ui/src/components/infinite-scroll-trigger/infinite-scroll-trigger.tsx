// InfiniteScrollTrigger: placed after the last item of a list, it asks for the next page when the
// reader gets within SCROLL_END_PX (500 px, spec section 9) of the end. It calls onLoadMore once
// each time it comes into that zone (never again while it stays there), waits while a page is
// loading, and always offers a 'Load more' button for keyboard users and for browsers without
// IntersectionObserver.
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SCROLL_END_PX } from '@bet/domain/constants';
import { useText } from '../../text';
import { componentStyles } from '../../theme';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { useVisibility } from './use-visibility';

export const COMPONENT_ID = 'infinite-scroll-trigger';

export interface InfiniteScrollTriggerProps {
  readonly onLoadMore: () => void;
  /** A page is being fetched: shows the spinner, no new request. */
  readonly loading?: boolean | undefined;
  /** False once the last page arrived: nothing more to load, nothing shown. */
  readonly hasMore?: boolean | undefined;
  /** The scrolling container; the viewport when omitted. */
  readonly root?: Element | null | undefined;
  /** Distance from the end that counts as "at the end" (px). */
  readonly thresholdPx?: number | undefined;
  readonly className?: string | undefined;
}

const Root = styled.div`
  display: flex;
  justify-content: center;
  min-height: 1px;
  padding: ${({ theme }) => theme.spacing.md} 0;
  ${componentStyles(COMPONENT_ID)}
`;

/**
 * "Once per visibility": entering the zone arms the trigger; it fires when armed, idle and with
 * more to load, then disarms until the sentinel leaves and comes back.
 */
function useArmedTrigger(onLoadMore: () => void, ready: boolean) {
  const armed = useRef(false);
  const [visible, setVisible] = useState(false);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);

  const onVisibility = useCallback((next: boolean) => {
    if (next) armed.current = true;
    setVisible(next);
  }, []);

  useEffect(() => {
    if (!visible || !ready || !armed.current) return;
    armed.current = false;
    latest.current();
  }, [visible, ready]);

  return onVisibility;
}

export function InfiniteScrollTrigger(props: InfiniteScrollTriggerProps) {
  const { onLoadMore, loading = false, hasMore = true, root, className } = props;
  const t = useText();
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const threshold =
    props.thresholdPx !== undefined && Number.isFinite(props.thresholdPx) && props.thresholdPx >= 0
      ? props.thresholdPx
      : SCROLL_END_PX;
  const onVisibility = useArmedTrigger(onLoadMore, hasMore && !loading);
  useVisibility(sentinel, root, `0px 0px ${threshold}px 0px`, onVisibility);

  if (!hasMore) return null;
  return (
    <Root ref={setSentinel} className={className} data-loading={loading || undefined}>
      {loading ? (
        <Spinner />
      ) : (
        <Button variant="ghost" onClick={onLoadMore}>
          {t('ui:loadMore')}
        </Button>
      )}
    </Root>
  );
}
