// The demo slot machine every launched game opens (issue 5: "a small playable demo game served by
// the server itself"): three reels of five symbols, a payout table, about 90% return to player.
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Reel weights: cherries common, sevens rare. */
const WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  cherry: 8,
  lemon: 6,
  bell: 4,
  star: 2,
  seven: 1,
};
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

/** Multiples of the bet paid by three of a kind; two cherries give the bet back. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  cherry: 4,
  lemon: 7,
  bell: 18,
  star: 90,
  seven: 400,
};
export const TWO_CHERRIES = 1;

/** The symbol at a weighted position 0..TOTAL_WEIGHT-1. */
export function symbolAt(position: number): SlotSymbol {
  let rest = position;
  for (const symbol of SYMBOLS) {
    rest -= WEIGHTS[symbol];
    if (rest < 0) return symbol;
  }
  throw new RangeError(`reel position ${position} is outside 0..${TOTAL_WEIGHT - 1}`);
}

export const REEL_SPAN = TOTAL_WEIGHT;

/** The multiple a line of three symbols pays (0 when it loses). */
export function payoutMultiple(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return THREE_OF_A_KIND[a];
  return reels.filter((symbol) => symbol === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

/** The exact return to player of the table (used by its test). */
export function returnToPlayer(): number {
  let expected = 0;
  for (let a = 0; a < TOTAL_WEIGHT; a++)
    for (let b = 0; b < TOTAL_WEIGHT; b++)
      for (let c = 0; c < TOTAL_WEIGHT; c++)
        expected += payoutMultiple([symbolAt(a), symbolAt(b), symbolAt(c)]);
  return expected / TOTAL_WEIGHT ** 3;
}
