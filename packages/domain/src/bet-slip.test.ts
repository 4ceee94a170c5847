import { describe, expect, it } from 'vitest';
import {
  BetSlipError,
  PARLAY_OPTIONS,
  addLabel,
  availableParlayOptions,
  buildCombinationLegs,
  pickCount,
  removeLabel,
  retainAvailableOptions,
  setBetAmount,
  slipOdds,
  stringsFromOptions,
  toggleCricketBet,
  toggleLabel,
  type BetSlipEntry,
} from './bet-slip';

const match = (id: number) => ({
  match_id: id,
  home_name: `home ${id}`,
  away_name: `away ${id}`,
  handicap_val: 0.5,
});

function slipOf(count: number): BetSlipEntry[] {
  let slip: BetSlipEntry[] = [];
  for (let id = 1; id <= count; id += 1)
    slip = addLabel(slip, match(id), 'wl', { key: 'w', value: 1.5 });
  return slip;
}

describe('addLabel and removeLabel', () => {
  it('adds matches, label groups and picks', () => {
    let slip = addLabel([], match(1), 'wl', { key: 'w', value: 1.9 });
    slip = addLabel(slip, match(1), 'wl', { key: 'd', value: 3.2 });
    slip = addLabel(slip, match(1), 'bs', { key: 'b', value: '1.85' });
    slip = addLabel(slip, match(2), 'wl', { key: 'l', value: 2.5 });
    expect(slip).toHaveLength(2);
    expect(slip[0]?.betSlipLabelArray.map((l) => l.key)).toEqual(['wl', 'bs']);
    expect(pickCount(slip)).toBe(4);
  });

  it('updates the odds of an existing pick in place', () => {
    let slip = addLabel([], match(1), 'wl', { key: 'w', value: 1.9 });
    slip = addLabel(slip, match(1), 'wl', { key: 'd', value: 3 });
    slip = addLabel(slip, match(1), 'wl', { key: 'w', value: 2.1 });
    expect(slip[0]?.betSlipLabelArray[0]?.labelValueArray).toEqual([
      { key: 'w', value: 2.1 },
      { key: 'd', value: 3 },
    ]);
  });

  it('drops empty label groups and empty matches', () => {
    let slip = addLabel([], match(1), 'wl', { key: 'w', value: 1.9 });
    slip = addLabel(slip, match(1), 'bs', { key: 'b', value: 1.8 });
    slip = addLabel(slip, match(2), 'wl', { key: 'w', value: 1.7 });
    slip = removeLabel(slip, 1, 'wl', 'w');
    expect(slip[0]?.betSlipLabelArray.map((l) => l.key)).toEqual(['bs']);
    slip = removeLabel(slip, 1, 'bs', 'b');
    expect(slip.map((e) => e.match_id)).toEqual([2]);
    slip = removeLabel(slip, '2', 'wl', 'w');
    expect(slip).toEqual([]);
  });

  it('ignores removal of a pick that is not there', () => {
    const slip = slipOf(2);
    expect(removeLabel(slip, 9, 'wl', 'w')).toEqual(slip);
  });

  it('does not mutate its input', () => {
    const slip = slipOf(1);
    const copy = structuredClone(slip);
    addLabel(slip, match(1), 'wl', { key: 'd', value: 3 });
    removeLabel(slip, 1, 'wl', 'w');
    expect(slip).toEqual(copy);
  });

  it('toggles a pick', () => {
    let slip = toggleLabel([], match(1), 'wl', { key: 'w', value: 1.9 });
    expect(pickCount(slip)).toBe(1);
    slip = toggleLabel(slip, match(1), 'wl', { key: 'w', value: 1.9 });
    expect(slip).toEqual([]);
  });

  it('holds 15 matches at most', () => {
    const slip = slipOf(15);
    expect(slip).toHaveLength(15);
    expect(() => addLabel(slip, match(16), 'wl', { key: 'w', value: 2 })).toThrow(BetSlipError);
    expect(pickCount(addLabel(slip, match(15), 'wl', { key: 'd', value: 2 }))).toBe(16);
  });
});

describe('buildCombinationLegs', () => {
  it('groups legs by distinct match, merging duplicate entries', () => {
    const slip: BetSlipEntry[] = [
      {
        match_id: 1,
        betSlipLabelArray: [{ key: 'wl', labelValueArray: [{ key: 'w', value: '1.9' }] }],
      },
      {
        match_id: 2,
        betSlipLabelArray: [{ key: 'bs', labelValueArray: [{ key: 's', value: 1.8 }] }],
      },
      {
        match_id: 1,
        betSlipLabelArray: [{ key: 'wl', labelValueArray: [{ key: 'd', value: 3 }] }],
      },
    ];
    const legs = buildCombinationLegs(slip);
    expect(legs).toHaveLength(2);
    expect(legs[0]?.map((l) => [l.kind, l.name, l.odds])).toEqual([
      ['wl', 'w', 1.9],
      ['wl', 'd', 3],
    ]);
    expect(slipOdds(slip)).toEqual([[1.9, 3], [1.8]]);
  });

  it('gives no legs for an empty slip and a typed error for bad odds', () => {
    expect(buildCombinationLegs([])).toEqual([]);
    const bad: BetSlipEntry[] = [
      {
        match_id: 1,
        betSlipLabelArray: [{ key: 'wl', labelValueArray: [{ key: 'w', value: 'x' }] }],
      },
    ];
    expect(() => buildCombinationLegs(bad)).toThrow(BetSlipError);
  });

  it('handles a 15-leg slip', () => {
    expect(buildCombinationLegs(slipOf(15))).toHaveLength(15);
  });
});

describe('parlay options', () => {
  it('lists single match and 2..15 String 1', () => {
    expect(PARLAY_OPTIONS).toHaveLength(15);
    expect(PARLAY_OPTIONS[0]).toBe('single match');
    expect(PARLAY_OPTIONS[1]).toBe('2 String 1');
    expect(PARLAY_OPTIONS.at(-1)).toBe('15 String 1');
  });

  it('offers options up to the match count', () => {
    expect(availableParlayOptions(0)).toEqual([]);
    expect(availableParlayOptions(1)).toEqual(['single match']);
    expect(availableParlayOptions(3)).toEqual(['single match', '2 String 1', '3 String 1']);
    expect(availableParlayOptions(20)).toHaveLength(15);
    expect(availableParlayOptions(2.5)).toEqual([]);
  });

  it('maps options to strings', () => {
    expect(stringsFromOptions(['3 String 1', 'single match', '3 String 1'])).toEqual([1, 3]);
    expect(stringsFromOptions([])).toEqual([]);
    expect(() => stringsFromOptions(['16 String 1'])).toThrow(BetSlipError);
  });

  it('keeps only options still offered', () => {
    expect(retainAvailableOptions(['3 String 1', 'single match'], 2)).toEqual(['single match']);
  });
});

describe('toggleCricketBet', () => {
  const bet = (id: string) => ({
    id,
    categoryLabel: 'winner',
    slipLabel: id,
    odd: 1.8,
    amount: 10,
  });

  it('adds, toggles within its match and drops empty matches', () => {
    let list = toggleCricketBet([], 7, bet('a'));
    list = toggleCricketBet(list, 7, bet('b'));
    list = toggleCricketBet(list, 8, bet('a'));
    expect(list.map((m) => Object.keys(m.bets))).toEqual([['a', 'b'], ['a']]);
    list = toggleCricketBet(list, 7, bet('a'));
    expect(Object.keys(list[0]?.bets ?? {})).toEqual(['b']);
    list = toggleCricketBet(list, 8, bet('a'));
    list = toggleCricketBet(list, 7, bet('b'));
    expect(list).toEqual([]);
  });

  it('handles ids that look like object keys', () => {
    const list = toggleCricketBet(toggleCricketBet([], 1, bet('x')), 1, bet('toString'));
    expect(Object.keys(list[0]?.bets ?? {})).toEqual(['x', 'toString']);
  });
});

describe('setBetAmount', () => {
  it('adds or updates with an amount above 0 and removes with an empty one', () => {
    let bets = setBetAmount({}, 'no1', 10);
    bets = setBetAmount(bets, 'no2', '5');
    bets = setBetAmount(bets, 'no1', 20);
    expect(bets).toEqual({ no1: { amount: 20 }, no2: { amount: 5 } });
    bets = setBetAmount(bets, 'no1', '');
    bets = setBetAmount(bets, 'no2', 0);
    bets = setBetAmount(bets, 'no3', 'abc');
    expect(bets).toEqual({});
  });
});
