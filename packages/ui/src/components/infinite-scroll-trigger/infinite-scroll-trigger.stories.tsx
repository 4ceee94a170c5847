import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteScrollTrigger } from './infinite-scroll-trigger';

const PAGE = 20;

/** A feed that loads pages of 20 after `delayMs`, up to `pages` pages. */
function Feed({ pages = 3, delayMs = 150 }: { pages?: number; delayMs?: number }) {
  const [count, setCount] = useState(PAGE);
  const [loading, setLoading] = useState(false);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const loadMore = () => {
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setCount((c) => c + PAGE);
      setLoading(false);
    }, delayMs);
  };
  return (
    <section
      ref={setRoot}
      aria-label="Announcements"
      tabIndex={0}
      style={{ height: 320, overflowY: 'auto', border: '1px solid currentColor' }}
    >
      <ul>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} style={{ padding: 8 }}>
            Announcement {i + 1}
          </li>
        ))}
      </ul>
      {root ? (
        <InfiniteScrollTrigger
          root={root}
          onLoadMore={loadMore}
          loading={loading}
          hasMore={count < pages * PAGE}
        />
      ) : null}
    </section>
  );
}

const meta = {
  title: 'UI/Content/InfiniteScrollTrigger',
  component: InfiniteScrollTrigger,
  args: { onLoadMore: fn() },
} satisfies Meta<typeof InfiniteScrollTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem').length;

export const ScrollToLoad: Story = {
  render: () => <Feed />,
  play: async ({ canvasElement }) => {
    const feed = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(items(canvasElement)).toBe(20);
    feed.scrollTop = feed.scrollHeight;
    await waitFor(() => expect(items(canvasElement)).toBe(40), { timeout: 2000 });
    // The new page pushed the trigger out of the zone; the observer notices on a next frame.
    await new Promise((resolve) => setTimeout(resolve, 100));
    feed.scrollTop = feed.scrollHeight;
    await waitFor(() => expect(items(canvasElement)).toBe(60), { timeout: 2000 });
    // The last page arrived: the trigger is gone.
    await expect(within(feed).queryByRole('button', { name: /load more/i })).toBeNull();
  },
};

/**
 * Keyboard users load the next page with the button, no scrolling needed. The page takes a second
 * here, so the loading status is still there when the check runs on a busy machine (with 150 ms
 * it had come and gone once in CI).
 */
export const KeyboardLoadMore: Story = {
  render: () => <Feed delayMs={1000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /load more/i });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(items(canvasElement)).toBe(40), { timeout: 3000 });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const NothingMore: Story = {
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Without IntersectionObserver only the button loads more. */
export const WithoutIntersectionObserver: Story = {
  beforeEach: () => {
    const original = window.IntersectionObserver;
    Reflect.deleteProperty(window, 'IntersectionObserver');
    return () => {
      window.IntersectionObserver = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /load more/i }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  render: () => <Feed />,
  globals: { viewport: { value: 'mobile' } },
};
