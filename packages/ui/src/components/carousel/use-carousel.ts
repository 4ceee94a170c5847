// Index and auto-rotation of the carousel (spec section 2: auto-advances every 5 s). Rotation
// pauses while the pointer is over it, while focus is inside it (WAI-ARIA APG carousel), while
// the page is hidden, when the user asked for reduced motion, and after the user pressed pause.
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { CAROUSEL_MS } from '@bet/domain/constants';
import { useDocumentHidden, usePrefersReducedMotion } from './use-media-state';

export interface CarouselState {
  readonly current: number;
  readonly go: (index: number) => void;
  readonly next: () => void;
  readonly previous: () => void;
  /** Rotation would run now (nothing pauses it). */
  readonly playing: boolean;
  /** Rotation is possible at all: several slides, autoPlay on, motion allowed. */
  readonly canRotate: boolean;
  readonly userPaused: boolean;
  readonly toggleUserPaused: () => void;
  readonly hoverHandlers: { onMouseEnter: () => void; onMouseLeave: () => void };
  readonly focusHandlers: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** A usable interval: positive and finite, else the spec's 5000 ms. */
export function safeInterval(intervalMs: number | undefined): number {
  return intervalMs !== undefined && Number.isFinite(intervalMs) && intervalMs > 0
    ? intervalMs
    : CAROUSEL_MS;
}

function wrap(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

export function useCarousel(count: number, autoPlay: boolean, intervalMs: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const reduced = usePrefersReducedMotion();

  // The slide list may shrink under us (new data): always show an existing slide.
  const current = wrap(index, count);
  const canRotate = autoPlay && count > 1 && !reduced;
  const playing = canRotate && !userPaused && !hovered && !focused && !hidden;

  const go = useCallback((target: number) => setIndex(wrap(target, count)), [count]);

  useEffect(() => {
    if (!playing) return undefined;
    // Restarted on every slide change, so a manual move gets a full interval too.
    const timer = window.setTimeout(() => setIndex((i) => wrap(i + 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, count, intervalMs]);

  return {
    current,
    go,
    next: () => go(current + 1),
    previous: () => go(current - 1),
    playing,
    canRotate,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    hoverHandlers: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    focusHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving between the carousel's own controls keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
