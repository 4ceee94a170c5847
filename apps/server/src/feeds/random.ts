// Randomness of the feeds (issue 5): draws come from a cryptographically secure generator, unless a
// FEED_SEED is configured (tests, demos), in which case every stream is reproducible. Each entity
// (one draw, one fixture) reads its own named stream, so a result does not depend on the order in
// which the feeds happen to run.
import { createHmac, randomBytes, randomInt } from 'node:crypto';

export interface Rng {
  /** Uniform integer in [0, n), n below 2^48. */
  int(n: number): number;
  /** Uniform in [0, 1). */
  float(): number;
}

export interface RandomSource {
  readonly deterministic: boolean;
  stream(name: string): Rng;
}

const SPAN = 2 ** 48;

function checkBound(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n >= SPAN) throw new RangeError(`bad random bound ${n}`);
}

const cryptoRng: Rng = {
  int(n) {
    checkBound(n);
    return randomInt(0, n);
  },
  float: () => randomBytes(6).readUIntBE(0, 6) / SPAN,
};

/** HMAC-SHA256(seed, name:block) as a stream of 48-bit words; rejection keeps int() uniform. */
function seededRng(seed: string, name: string): Rng {
  let block = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  const word = (): number => {
    if (offset + 6 > buffer.length) {
      buffer = createHmac('sha256', seed).update(`${name}:${block++}`).digest();
      offset = 0;
    }
    const value = buffer.readUIntBE(offset, 6);
    offset += 6;
    return value;
  };
  return {
    int(n) {
      checkBound(n);
      const limit = SPAN - (SPAN % n);
      for (;;) {
        const value = word();
        if (value < limit) return value % n;
      }
    },
    float: () => word() / SPAN,
  };
}

export function randomSource(seed: string | null): RandomSource {
  if (seed === null) return { deterministic: false, stream: () => cryptoRng };
  return { deterministic: true, stream: (name) => seededRng(seed, name) };
}

/** k distinct integers from 1..n in drawn order (a partial Fisher-Yates shuffle). */
export function drawDistinct(rng: Rng, n: number, k: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`cannot draw ${k} of ${n}`);
  const pool = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(n - i);
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
  }
  return pool.slice(0, k);
}

/** A Poisson count with mean lambda (Knuth's method: lambdas here are small). */
export function poisson(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let product = rng.float();
  let count = 0;
  while (product > limit) {
    count++;
    product *= rng.float();
  }
  return count;
}

/** A standard normal deviate (Box-Muller). */
export function normal(rng: Rng): number {
  const u = 1 - rng.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[rng.int(items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}
