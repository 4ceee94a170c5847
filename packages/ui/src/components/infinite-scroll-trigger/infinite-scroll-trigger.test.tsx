import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_END_PX } from '@bet/domain/constants';
import { defaultTheme } from '../../theme';
import { InfiniteScrollTrigger, type InfiniteScrollTriggerProps } from './infinite-scroll-trigger';

const VIEW = 300;
const CONTENT = 3000;

/** A 300 px scroll box: 3000 px of content, then the trigger. */
function Harness(props: Omit<InfiniteScrollTriggerProps, 'root'>) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setRoot} data-testid="scroller" style={{ height: VIEW, overflowY: 'auto' }}>
      <div style={{ height: CONTENT }} />
      {root ? <InfiniteScrollTrigger {...props} root={root} /> : null}
    </div>
  );
}

const renderThemed = (ui: ReactElement) =>
  render(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);

/** Scrolls so the trigger's top edge is `distance` px below the bottom of the box. */
async function scrollToDistance(distance: number) {
  const scroller = screen.getByTestId('scroller');
  await act(async () => {
    scroller.scrollTop = CONTENT - VIEW - distance;
    // IntersectionObserver reports on the next frames.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InfiniteScrollTrigger', () => {
  it(`asks for more within ${SCROLL_END_PX} px of the end, not before`, async () => {
    const onLoadMore = vi.fn();
    renderThemed(<Harness onLoadMore={onLoadMore} />);
    await scrollToDistance(SCROLL_END_PX + 60);
    expect(onLoadMore).not.toHaveBeenCalled();
    await scrollToDistance(SCROLL_END_PX - 60);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('calls once per visibility: again only after leaving and coming back', async () => {
    const onLoadMore = vi.fn();
    renderThemed(<Harness onLoadMore={onLoadMore} />);
    await scrollToDistance(200);
    await scrollToDistance(100);
    await scrollToDistance(0);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await scrollToDistance(1500);
    await scrollToDistance(100);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(2));
  });

  it('waits while a page loads, then asks once if still at the end', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderThemed(<Harness onLoadMore={onLoadMore} loading />);
    expect(screen.getByRole('status')).toBeTruthy();
    await scrollToDistance(100);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(
      <ThemeProvider theme={defaultTheme}>
        <Harness onLoadMore={onLoadMore} />
      </ThemeProvider>,
    );
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('shows nothing and asks nothing once there is no more', async () => {
    const onLoadMore = vi.fn();
    renderThemed(<Harness onLoadMore={onLoadMore} hasMore={false} />);
    await scrollToDistance(0);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('falls back to the button without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    renderThemed(<Harness onLoadMore={onLoadMore} />);
    await scrollToDistance(0);
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
