// Interaction latency in the page, as INP counts it: a PerformanceObserver of 'event' entries
// (Event Timing, durationThreshold 16, the API's minimum) keeps, per interactionId, the longest
// event of the interaction; `measureInteraction` runs one action and answers the latency of the
// interaction it made.
import type { Page } from '@playwright/test';
import { DURATION_THRESHOLD_MS, type InteractionTiming } from './figures.ts';

interface Recorder {
  /** Records the observer's pending entries; answers every interaction so far, by interactionId. */
  readonly flush: () => Record<number, InteractionTiming>;
}

declare global {
  interface Window {
    __betInteractions?: Recorder;
  }
}

/** Installed before the page's own scripts (page.addInitScript), on every document. */
export function installEventTiming(threshold: number): void {
  // The events of each interaction. Its latency is its longest event (as INP counts it); the
  // events painted in that same frame (pointerdown to click, keydown to input) split it into
  // input delay, handlers and presentation.
  const events: Record<number, PerformanceEventTiming[]> = {};
  const record = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries as readonly PerformanceEventTiming[])
      if (entry.interactionId !== 0) (events[entry.interactionId] ??= []).push(entry);
  };
  const timing = (list: readonly PerformanceEventTiming[]): InteractionTiming => {
    const longest = list.reduce((a, b) => (b.duration > a.duration ? b : a));
    const painted = longest.startTime + longest.duration;
    // Durations are rounded to 8 ms, so one frame's events end within 8 ms of each other.
    const frame = list.filter((e) => Math.abs(e.startTime + e.duration - painted) <= 8);
    const start = Math.min(...frame.map((e) => e.startTime));
    const firstHandler = Math.min(...frame.map((e) => e.processingStart));
    const lastHandler = Math.max(...frame.map((e) => e.processingEnd));
    return {
      duration: longest.duration,
      inputDelay: firstHandler - start,
      processing: lastHandler - firstHandler,
      presentation: Math.max(0, painted - lastHandler),
    };
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  // durationThreshold is Event Timing's own option, not yet in TypeScript's DOM types.
  const init: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  };
  observer.observe(init);
  const flush = () => {
    record(observer.takeRecords());
    const timings: Record<number, InteractionTiming> = {};
    for (const [id, list] of Object.entries(events)) timings[Number(id)] = timing(list);
    return timings;
  };
  window.__betInteractions = { flush };
}

export async function watchInteractions(page: Page): Promise<void> {
  await page.addInitScript(installEventTiming, DURATION_THRESHOLD_MS);
}

/** The interactions recorded so far (pending entries included), by interactionId. */
function recorded(page: Page): Promise<Record<number, InteractionTiming>> {
  return page.evaluate(() => {
    const recorder = window.__betInteractions;
    if (recorder === undefined) throw new Error('the Event Timing observer is not installed');
    return recorder.flush();
  });
}

/**
 * A pause as between a person's actions, then the main thread idle (the slip's deferred render
 * and the buttons' transitions done, or 2 s) and two frames: the last interaction's frame is on
 * screen, its entries are queued, and the next one starts from a quiet page.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(() => requestIdleCallback(frames, { timeout: 2000 }), 300);
      }),
  );
}

/**
 * Runs `act` (one click or one key press) and answers its interaction's latency. Chromium reports
 * no interaction under the threshold, so one without an entry counts as the threshold itself.
 * The action must make exactly one interaction.
 */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
): Promise<InteractionTiming> {
  await settle(page);
  const before = new Set(Object.keys(await recorded(page)));
  await act();
  await settle(page);
  const fresh = Object.entries(await recorded(page)).filter(([id]) => !before.has(id));
  if (fresh.length > 1) throw new Error(`one action made ${fresh.length} interactions`);
  return (
    fresh[0]?.[1] ?? {
      duration: DURATION_THRESHOLD_MS,
      inputDelay: 0,
      processing: 0,
      presentation: 0,
    }
  );
}
