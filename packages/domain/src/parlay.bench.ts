// Budget of design.md: parlay estimate for 15 matches x 3 picks with every string selected, no
// enumeration, in microseconds; issue 15: the slip's case, every parlay string 2..15 (bd scaled).
// The enumeration baseline runs on 10 x 3, a size it can finish.
import { test } from 'vitest';
import { BD_PAYOUT_SCALE, parlayEstimate } from './parlay';
import { allStrings, benchSlip, enumerateEstimate, parlayStrings } from './test-enumerate';

const slip15 = benchSlip(15);
const slip10 = benchSlip(10);

test('parlay estimate against enumeration', async ({ bench }) => {
  await bench.compare(
    bench('parlayEstimate 15x3, strings 1..15', () => {
      parlayEstimate(slip15, allStrings(15), 10);
    }),
    bench('parlayEstimate 15x3, strings 2..15, bd 0.65', () => {
      parlayEstimate(slip15, parlayStrings(15), 10, { payoutScale: BD_PAYOUT_SCALE });
    }),
    bench('parlayEstimate 10x3, strings 1..10', () => {
      parlayEstimate(slip10, allStrings(10), 10);
    }),
    bench('enumeration 10x3, strings 1..10', () => {
      enumerateEstimate(slip10, allStrings(10), 10);
    }),
    // At least 5 samples each and 300 ms per benchmark: enough for the slow baseline.
    { iterations: 5, time: 300 },
  );
});
