// The INP figures of one interaction of the benchmark: each repetition's latency (the longest
// event of the interaction, Event Timing), then their median and maximum against the goal.

import { median } from '../median.ts';

/** design.md / issue 18: each measured interaction responds within this, at 4x CPU slowdown. */
export const INP_GOAL_MS = 100;
/**
 * The Event Timing threshold the page observes with (the API's minimum): Chromium reports no
 * event shorter than this, so an interaction without an entry counts as this many ms.
 */
export const DURATION_THRESHOLD_MS = 16;

/** An interaction's latency (its longest event) and where it went, from that frame's events (ms). */
export interface InteractionTiming {
  readonly duration: number;
  /** From the input to its handlers starting (the main thread was busy). */
  readonly inputDelay: number;
  /** The handlers, first to last (React renders and commits a click or a key press here). */
  readonly processing: number;
  /** From the handlers' end to the next frame on screen (style, layout, paint). */
  readonly presentation: number;
}

export interface InteractionFigures {
  readonly samples: readonly number[];
  readonly median: number;
  readonly max: number;
  /** The median of each part over the repetitions. */
  readonly parts: Omit<InteractionTiming, 'duration'>;
}

export function interactionFigures(timings: readonly InteractionTiming[]): InteractionFigures {
  const samples = timings.map((t) => t.duration);
  return {
    samples,
    median: median(samples),
    max: Math.max(...samples),
    parts: {
      inputDelay: median(timings.map((t) => t.inputDelay)),
      processing: median(timings.map((t) => t.processing)),
      presentation: median(timings.map((t) => t.presentation)),
    },
  };
}

/** One printed line: `odd   median 56 ms  max 72 ms  (input 2, handlers 40, paint 14)  ok`. */
export function figuresLine(name: string, figures: InteractionFigures): string {
  const { inputDelay, processing, presentation } = figures.parts;
  const verdict = figures.max > INP_GOAL_MS ? `over ${INP_GOAL_MS} ms` : 'ok';
  return (
    `${name.padEnd(6)} median ${Math.round(figures.median)} ms  max ${Math.round(figures.max)} ms` +
    `  (input ${Math.round(inputDelay)}, handlers ${Math.round(processing)}, ` +
    `paint ${Math.round(presentation)}; n=${figures.samples.length})  ${verdict}`
  );
}
