import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, togglePick, type BetSlipState } from './slip-atoms';
import { applyOddsChanges, betBodies, oddsChangesOf, slipEstimate } from './slip-ticket';

const slipOf = (odds: readonly string[], game: BetSlipState['game'] = 'soccer') =>
  odds.reduce<BetSlipState>(
    (slip, value, i) =>
      togglePick(slip, { game, match: { match_id: i + 1 }, kind: 'wl', name: 'w', value }),
    EMPTY_SLIP,
  );

describe('slipEstimate', () => {
  it('counts 10 tickets for 4 legs with 2 and 3 String 1, cost = stake x tickets', () => {
    const estimate = slipEstimate(slipOf(['2', '2', '2', '2']), ['2 String 1', '3 String 1'], '10');
    expect(estimate).toMatchObject({ tickets: 10, cost: '100.00', scaled: false });
    expect(estimate?.maxPayout).toBe('560.00'); // 6 x 40 + 4 x 80
    expect(estimate?.minPayout).toBe('40.00');
  });

  it('scales bd payouts by 0.65', () => {
    const estimate = slipEstimate(slipOf(['2'], 'bd'), ['single match'], '10');
    expect(estimate).toMatchObject({ tickets: 1, cost: '10.00', maxPayout: '13.00', scaled: true });
  });

  it('is undefined without options or picks', () => {
    expect(slipEstimate(slipOf(['2']), [], '10')).toBeUndefined();
    expect(slipEstimate(EMPTY_SLIP, ['single match'], '10')).toBeUndefined();
  });
});

describe('betBodies', () => {
  it('sends singles and one parlay body for the chosen strings', () => {
    const bodies = betBodies(slipOf(['1.50', '2.25']), ['single match', '2 String 1'], '5', 'USDT');
    expect(bodies).toEqual([
      {
        type: 'single',
        currency: 'USDT',
        bets: [
          { match_id: 1, kind: 'wl', name: 'w', odds: '1.50', amount: '5' },
          { match_id: 2, kind: 'wl', name: 'w', odds: '2.25', amount: '5' },
        ],
      },
      {
        type: 'parlay',
        currency: 'USDT',
        legs: [
          { match_id: 1, kind: 'wl', name: 'w', odds: '1.50' },
          { match_id: 2, kind: 'wl', name: 'w', odds: '2.25' },
        ],
        strings: [2],
        amount: '5',
        multiple: 1,
      },
    ]);
  });
});

describe('odds changes', () => {
  const refusal = {
    reason: 'oddsChanged',
    changes: [{ match_id: 2, kind: 'wl', name: 'w', old: '2.25', new: '2.40', index: 1, odds: {} }],
  };

  it('reads the refusal data, ignoring other refusals', () => {
    expect(oddsChangesOf(refusal)).toHaveLength(1);
    expect(oddsChangesOf({ reason: 'other' })).toBeUndefined();
    expect(oddsChangesOf(null)).toBeUndefined();
  });

  it('puts the new odds into the slip', () => {
    const slip = applyOddsChanges(slipOf(['1.5', '2.25']), oddsChangesOf(refusal) ?? []);
    expect(slip.entries.map((e) => e.betSlipLabelArray[0]?.labelValueArray[0]?.value)).toEqual([
      '1.5',
      '2.40',
    ]);
  });
});
