// Test helper (not built, not exported): a scheduler that records each delay and runs a timer
// only when the test says so, while the sockets themselves stay real.
import type { WalletSocketScheduler } from './types';

interface Timer {
  readonly ms: number;
  readonly run: () => void;
  cancelled: boolean;
  fired: boolean;
}

export interface ManualScheduler extends WalletSocketScheduler {
  /** Every delay ever scheduled, in order. */
  readonly delays: number[];
  /** Timers neither fired nor cancelled. */
  pending(): number[];
  /** Fires the only pending timer; fails when there is not exactly one. */
  fire(): void;
}

export function createManualScheduler(): ManualScheduler {
  const timers: Timer[] = [];
  const live = () => timers.filter((timer) => !timer.cancelled && !timer.fired);

  return {
    get delays() {
      return timers.map((timer) => timer.ms);
    },
    setTimeout(run, ms) {
      const timer: Timer = { ms, run, cancelled: false, fired: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      const timer = timers.find((candidate) => candidate === handle);
      if (timer) timer.cancelled = true;
    },
    pending: () => live().map((timer) => timer.ms),
    fire() {
      const [timer, ...rest] = live();
      if (!timer || rest.length > 0)
        throw new Error(`expected 1 pending timer, got ${live().length}`);
      timer.fired = true;
      timer.run();
    },
  };
}
