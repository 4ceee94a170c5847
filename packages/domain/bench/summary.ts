// Summary after `vitest bench`: times parlayEstimate (15 x 3, every string) against the
// enumeration baseline (10 x 3, every string) with performance.now over many iterations, and the
// bet slip's case (issue 15): 15 matches x 3 picks with every parlay string 2..15, bd-scaled.
// Figures only: CI prints them and keeps them in artifacts/bench.log; nothing here is a gate.
import { performance } from 'node:perf_hooks';
import { BD_PAYOUT_SCALE, parlayEstimate } from '../src/parlay';
import { allStrings, benchSlip, enumerateEstimate, parlayStrings } from '../src/test-enumerate';

function timePerCall(run: () => void, iterations: number): number {
  run();
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) run();
  return (performance.now() - start) / iterations;
}

const slip15 = benchSlip(15);
const slip10 = benchSlip(10);
const estimate15 = timePerCall(() => parlayEstimate(slip15, allStrings(15), 10), 5000);
const estimate10 = timePerCall(() => parlayEstimate(slip10, allStrings(10), 10), 5000);
const slipCase = timePerCall(
  () => parlayEstimate(slip15, parlayStrings(15), 10, { payoutScale: BD_PAYOUT_SCALE }),
  5000,
);
const enumeration10 = timePerCall(() => enumerateEstimate(slip10, allStrings(10), 10), 10);

const check = parlayEstimate(slip10, allStrings(10), 10);
const brute = enumerateEstimate(slip10, allStrings(10), 10);
if (check.tickets !== brute.tickets)
  throw new Error(`Ticket counts differ: ${check.tickets} vs ${brute.tickets}`);

console.info(
  `parlayEstimate 15x3 all strings: ${(estimate15 * 1000).toFixed(1)} µs; ` +
    `enumeration 10x3: ${enumeration10.toFixed(1)} ms; ratio ${(enumeration10 / estimate15).toFixed(0)} ` +
    `(same size 10x3: ${(estimate10 * 1000).toFixed(1)} µs, ratio ${(enumeration10 / estimate10).toFixed(0)})`,
);
const slipTickets = parlayEstimate(slip15, parlayStrings(15), 10).tickets;
console.info(
  `DP 15 matches x 3 picks, strings 2..15: ${(slipCase * 1000).toFixed(1)} µs ` +
    `(${slipTickets} tickets, bd scale ${BD_PAYOUT_SCALE})`,
);
