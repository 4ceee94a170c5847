// A concurrency limiter: at most `max` tasks run at once, the rest wait in arrival order.
// Spec section 9, "Translation loader: 10 parallel reads".

export type Limiter = {
  /** Runs the task when a slot is free; the slot is released when the task settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
};

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`A limiter needs a positive whole number of slots, got ${String(max)}`);
  }
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next !== undefined) next();
  };

  const acquire = () =>
    new Promise<void>((resolve) => {
      const start = () => {
        active += 1;
        resolve();
      };
      if (active < max) start();
      else queue.push(start);
    });

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
