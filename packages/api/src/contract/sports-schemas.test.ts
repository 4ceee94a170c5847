import { describe, expect, it } from 'vitest';
import { oddsChangedSchema } from './common';
import { betViewSchema, oddsChangedRefusalSchema, sportsBetBodySchema } from './sports-schemas';

const leg = (match_id: number, name = 'w') => ({ match_id, kind: 'wl', name, odds: '1.9' });

describe('sports bet bodies', () => {
  it('singles carry a stake per pick', () => {
    const body = { type: 'single', currency: 'usdt', bets: [{ ...leg(1), amount: '5' }] };
    expect(sportsBetBodySchema.parse(body)).toMatchObject({
      currency: 'USDT',
      bets: [{ amount: '5', odds: '1.9' }],
    });
    expect(sportsBetBodySchema.safeParse({ ...body, bets: [leg(1)] }).success).toBe(false);
    expect(
      sportsBetBodySchema.safeParse({ ...body, bets: [{ ...leg(1), kind: 'xx', amount: '5' }] })
        .success,
    ).toBe(false);
  });

  it('a parlay needs as many distinct matches as its largest string', () => {
    const parlay = {
      type: 'parlay',
      currency: 'USDT',
      legs: [leg(1), leg(1, 'd'), leg(2), leg(3)],
      strings: [2, 3],
      amount: '2',
      multiple: 1,
    };
    expect(sportsBetBodySchema.safeParse(parlay).success).toBe(true);
    const tooLong = sportsBetBodySchema.safeParse({ ...parlay, strings: [4] });
    expect(tooLong.error?.issues.map((i) => i.path.join('.'))).toEqual(['strings']);
  });

  it('a parlay spans at most 15 matches', () => {
    const legs = Array.from({ length: 16 }, (_, i) => leg(i + 1));
    const body = { type: 'parlay', currency: 'USDT', legs, strings: [2], amount: '1', multiple: 1 };
    expect(sportsBetBodySchema.safeParse(body).success).toBe(false);
    expect(sportsBetBodySchema.safeParse({ ...body, legs: legs.slice(0, 15) }).success).toBe(true);
  });

  it('a bet view needs at least one leg per combination', () => {
    const view = {
      bet_id: 'B1',
      status: 1,
      multiple: 1,
      bets: 1,
      total_price: '1',
      total_currency: 'USDT',
      bonus: '0',
      bonus_currency: 'USDT',
      extra_bonus: '0',
      extra_bonus_currency: 'USDT',
      currency: 'USDT',
      create_at: '2025-03-01T12:00:00+08:00',
      combinations: [{ result: { bonus: '0', extra_bonus: '0' }, legs: [] }],
    };
    expect(betViewSchema.safeParse(view).success).toBe(false);
    expect(betViewSchema.safeParse({ ...view, status: 2 }).success).toBe(false);
  });
});

describe('oddsChangedRefusalSchema (issue 15)', () => {
  const change = {
    index: 1,
    match_id: 7,
    kind: 'wl',
    name: 'w',
    old: '1.9',
    new: '2.05',
    odds: '2.05',
  };

  it('reads the server refusal of a sports and a cricket bet, keeping the extra fields', () => {
    const sports = { reason: 'oddsChanged', changes: [{ ...change, handicap_val: null }] };
    expect(oddsChangedRefusalSchema.parse(sports)).toEqual(sports);
    const cricket = {
      reason: 'oddsChanged',
      changes: [{ ...change, match_id: '4000082061', kind: 'toss', name: 'a', id: 'x-toss-a' }],
    };
    expect(oddsChangedRefusalSchema.parse(cricket).changes[0]?.match_id).toBe('4000082061');
    // The same data still reads as the common oddsChangedSchema (index and new odds).
    expect(oddsChangedSchema.safeParse(sports).success).toBe(true);
  });

  it('refuses another reason, no changes, or a change without old and new', () => {
    expect(oddsChangedRefusalSchema.safeParse({ reason: 'x', changes: [change] }).success).toBe(
      false,
    );
    expect(oddsChangedRefusalSchema.safeParse({ reason: 'oddsChanged', changes: [] }).success).toBe(
      false,
    );
    const { old: _old, ...noOld } = change;
    expect(
      oddsChangedRefusalSchema.safeParse({ reason: 'oddsChanged', changes: [noOld] }).success,
    ).toBe(false);
  });
});
