// VIP club (issue 14; spec section 3, "VIP level"): a member's level is the highest one whose
// recharge threshold their completed deposits reach, and the progress to the next is the amount
// still to deposit. One rule for the VIP page and the server (profile.info's level, profile.vip).
import { compare, parseDecimal, sub, toDecimalString, type DecimalInput } from './decimal';

/** What the rule needs of a level: its number and the recharge total that reaches it. */
export interface VipThreshold {
  readonly level: number;
  /** Recharge total (decimal string) needed to reach the level. */
  readonly recharge: DecimalInput;
}

export interface VipProgress<L extends VipThreshold> {
  /** The highest level reached, or null when even the first one is out of reach. */
  readonly current: L | null;
  /** The next level, or null at the top. */
  readonly next: L | null;
  /** Amount still to deposit to reach `next` ('0' at the top). */
  readonly remaining: string;
  /** Progress from the current threshold to the next, 0..100 (100 at the top), floored. */
  readonly percent: number;
}

export class VipLevelsError extends Error {
  override readonly name = 'VipLevelsError';
}

/** Levels ordered by threshold; two levels with one threshold are a configuration error. */
function ordered<L extends VipThreshold>(levels: readonly L[]): L[] {
  const sorted = [...levels].sort((a, b) =>
    compare(parseDecimal(a.recharge), parseDecimal(b.recharge)),
  );
  sorted.forEach((level, index) => {
    const previous = sorted[index - 1];
    if (previous && compare(parseDecimal(previous.recharge), parseDecimal(level.recharge)) === 0)
      throw new VipLevelsError(`Levels ${previous.level} and ${level.level} share a threshold`);
  });
  return sorted;
}

/** Whole percent (floored) of `part` over `whole`, both positive decimals; clamped to 0..100. */
function percentOf(part: DecimalInput, whole: DecimalInput): number {
  const p = parseDecimal(part);
  const w = parseDecimal(whole);
  const scale = Math.max(p.scale, w.scale);
  const pu = p.units * 10n ** BigInt(scale - p.scale);
  const wu = w.units * 10n ** BigInt(scale - w.scale);
  if (wu <= 0n) return 100;
  const value = Number((pu * 100n) / wu);
  return Math.min(100, Math.max(0, value));
}

/**
 * The member's level and progress for a deposited total (a decimal; a negative total counts as
 * zero). `remaining` is exact; `percent` is for the bar.
 */
export function vipProgress<L extends VipThreshold>(
  levels: readonly L[],
  depositedTotal: DecimalInput,
): VipProgress<L> {
  const sorted = ordered(levels);
  const raw = parseDecimal(depositedTotal);
  const total = raw.units < 0n ? parseDecimal(0) : raw;
  const reached = sorted.filter((level) => compare(parseDecimal(level.recharge), total) <= 0);
  const current = reached.at(-1) ?? null;
  const next = sorted[reached.length] ?? null;
  if (next === null) return { current, next, remaining: '0', percent: 100 };
  const floor = current === null ? parseDecimal(0) : parseDecimal(current.recharge);
  const target = parseDecimal(next.recharge);
  return {
    current,
    next,
    remaining: toDecimalString(sub(target, total)),
    percent: percentOf(sub(total, floor), sub(target, floor)),
  };
}

/** The level number for a deposited total: the current level's, else `fallback` (the lowest). */
export function vipLevelFor(
  levels: readonly VipThreshold[],
  depositedTotal: DecimalInput,
  fallback: number,
): number {
  return vipProgress(levels, depositedTotal).current?.level ?? fallback;
}
