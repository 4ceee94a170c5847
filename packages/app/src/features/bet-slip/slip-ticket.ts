// The slip's ticket (issue 15; spec sections 3-5, rules.md "Parlays"): the chosen options as
// strings, the DP estimate (count, cost, min/max payout; bd payouts x BD_PAYOUT_SCALE), the
// sports.bet bodies (singles and/or one parlay) and the server's stale-odds refusal data.
import type { SportsBetBody } from '@bet/api/contract/sports-schemas';
import { buildCombinationLegs, stringsFromOptions, type BetKind } from '@bet/domain/bet-slip';
import { BD_PAYOUT_SCALE, parlayEstimateExact } from '@bet/domain/parlay';
import { oddsChangedRefusalSchema, type OddsChange } from '@bet/api/contract/sports-schemas';
import type { BetSlipState } from './slip-atoms';

export interface SlipEstimate {
  readonly tickets: number;
  /** Total cost: stake per ticket x tickets (singles and strings together). */
  readonly cost: string;
  readonly minPayout: string;
  readonly maxPayout: string;
  /** bd: payouts are scaled by BD_PAYOUT_SCALE (a note is shown beside them). */
  readonly scaled: boolean;
}

const toNumber = (stake: string) => (/^\d+(\.\d+)?$/.test(stake) ? stake : '0');

/** The count, cost and payouts of the chosen options, from the DP (no enumeration). */
export function slipEstimate(
  slip: BetSlipState,
  options: readonly string[],
  stake: string,
): SlipEstimate | undefined {
  const strings = stringsFromOptions(options);
  const legs = buildCombinationLegs(slip.entries);
  if (strings.length === 0 || legs.length === 0) return undefined;
  const scaled = slip.game === 'bd';
  const exact = parlayEstimateExact(
    legs.map((match) => match.map((leg) => leg.odds)),
    strings,
    toNumber(stake),
    scaled ? { payoutScale: BD_PAYOUT_SCALE } : {},
  );
  return {
    tickets: Number(exact.tickets),
    cost: exact.cost,
    minPayout: exact.minPayout,
    maxPayout: exact.maxPayout,
    scaled,
  };
}

/** The legs as the member saw them: the odds exactly as shown (the server compares them). */
function legsOf(slip: BetSlipState) {
  return slip.entries.flatMap((entry) =>
    entry.betSlipLabelArray.flatMap((label) =>
      label.labelValueArray.map((v) => ({
        match_id: Number(entry.match_id),
        kind: label.key as BetKind,
        name: v.key,
        odds: String(v.value),
        ...(entry.handicap_val === undefined ? {} : { handicap_val: String(entry.handicap_val) }),
      })),
    ),
  );
}

/** The sports.bet bodies: one singles body when "single match" is chosen, one parlay body for the strings. */
export function betBodies(
  slip: BetSlipState,
  options: readonly string[],
  stake: string,
  currency: string,
): SportsBetBody[] {
  const strings = stringsFromOptions(options);
  const legs = legsOf(slip);
  const bodies: SportsBetBody[] = [];
  if (strings.includes(1)) {
    bodies.push({ type: 'single', currency, bets: legs.map((leg) => ({ ...leg, amount: stake })) });
  }
  const parlay = strings.filter((k) => k > 1);
  if (parlay.length > 0) {
    bodies.push({ type: 'parlay', currency, legs, strings: parlay, amount: stake, multiple: 1 });
  }
  return bodies;
}

export type { OddsChange };

/** The changed odds a refusal carries, or undefined when it is another refusal. */
export function oddsChangesOf(data: unknown): OddsChange[] | undefined {
  const parsed = oddsChangedRefusalSchema.safeParse(data);
  return parsed.success ? parsed.data.changes : undefined;
}

/** The slip with the new odds of the changes (the member accepted them). */
export function applyOddsChanges(slip: BetSlipState, changes: readonly OddsChange[]): BetSlipState {
  const find = (matchId: number | string, kind: string, name: string) =>
    changes.find(
      (c) => String(c.match_id) === String(matchId) && c.kind === kind && c.name === name,
    );
  return {
    ...slip,
    entries: slip.entries.map((entry) => ({
      ...entry,
      betSlipLabelArray: entry.betSlipLabelArray.map((label) => ({
        ...label,
        labelValueArray: label.labelValueArray.map((v) => {
          const change = find(entry.match_id, label.key, v.key);
          return change === undefined ? v : { ...v, value: change.new };
        }),
      })),
    })),
  };
}
