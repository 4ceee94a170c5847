// The server's clock (issue 5, "A clock that tests can drive"). Everything time-dependent (token
// expiry, draw deadlines, kick-offs, settlement) reads it through Services.now(); the feeds act on
// it when they tick. Tests use a ManualClock and tick the feeds themselves: no sleeping.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock an operator or a test may move forward (never back). */
export interface MovableClock extends Clock {
  advance(ms: number): Date | Promise<Date>;
}

export function assertForward(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot move the clock by ${ms} ms`);
}

/** A clock that moves only when told to. */
export class ManualClock implements MovableClock {
  #ms: number;

  constructor(start: Date) {
    this.#ms = start.getTime();
    if (Number.isNaN(this.#ms)) throw new RangeError('ManualClock needs a valid start date');
  }

  now(): Date {
    return new Date(this.#ms);
  }

  advance(ms: number): Date {
    assertForward(ms);
    this.#ms += ms;
    return this.now();
  }

  set(date: Date): void {
    if (date.getTime() < this.#ms) throw new RangeError('the clock never runs backwards');
    this.#ms = date.getTime();
  }
}
