import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_MS } from '@bet/domain/constants';
import { defaultTheme } from '../../theme';
import { Carousel, type CarouselSlide } from './carousel';
import { safeInterval } from './use-carousel';

const SLIDES: CarouselSlide[] = [1, 2, 3].map((n) => ({
  pic: `data:image/gif;base64,R0lGODlhAQABAAAAACw=`,
  name: `Banner ${n}`,
  url: `https://example.com/${n}`,
}));

function renderThemed(ui: ReactElement) {
  return render(<ThemeProvider theme={defaultTheme}>{ui}</ThemeProvider>);
}

function currentSlide(): number {
  const dots = screen.getAllByRole('button', { name: /slide \d of 3/i });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
}

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('safeInterval', () => {
  it('keeps a positive finite interval and falls back to the spec value otherwise', () => {
    expect(safeInterval(1200)).toBe(1200);
    expect(CAROUSEL_MS).toBe(5000);
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(safeInterval(bad)).toBe(CAROUSEL_MS);
    }
  });
});

describe('Carousel auto-rotation', () => {
  it('advances every CAROUSEL_MS by default (spec section 2: every 5 s)', () => {
    vi.useFakeTimers();
    renderThemed(<Carousel slides={SLIDES} />);
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_MS - 1));
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(CAROUSEL_MS));
    expect(currentSlide()).toBe(3);
  });

  it('a manual move restarts the interval', () => {
    vi.useFakeTimers();
    renderThemed(<Carousel slides={SLIDES} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(900));
    act(() => screen.getByRole('button', { name: /slide 3 of 3/i }).click());
    act(() => vi.advanceTimersByTime(900));
    expect(currentSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(100));
    expect(currentSlide()).toBe(1);
  });

  it('does not rotate, nor offer to, when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderThemed(<Carousel slides={SLIDES} intervalMs={100} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(currentSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
    // Manual navigation still works.
    act(() => screen.getByRole('button', { name: /next slide/i }).click());
    expect(currentSlide()).toBe(2);
  });

  it('rotates when motion is allowed (control for the test above)', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderThemed(<Carousel slides={SLIDES} intervalMs={100} />);
    act(() => vi.advanceTimersByTime(100));
    expect(currentSlide()).toBe(2);
  });

  it('keeps showing an existing slide when the list shrinks', () => {
    const { rerender } = renderThemed(<Carousel slides={SLIDES} autoPlay={false} />);
    act(() => screen.getByRole('button', { name: /slide 3 of 3/i }).click());
    rerender(
      <ThemeProvider theme={defaultTheme}>
        <Carousel slides={SLIDES.slice(0, 2)} autoPlay={false} />
      </ThemeProvider>,
    );
    const dots = screen.getAllByRole('button', { name: /slide \d of 2/i });
    expect(dots.filter((dot) => dot.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
