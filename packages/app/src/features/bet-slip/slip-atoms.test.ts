import { MAX_PARLAY_LEGS } from '@bet/domain/constants';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_SLIP,
  SLIP_STORAGE_KEY,
  canPick,
  isPicked,
  slipAtom,
  togglePick,
  type SlipPick,
} from './slip-atoms';

const match = (id: number) => ({ match_id: id, home_name: `Home ${id}`, away_name: `Away ${id}` });
const pick = (id: number, name = 'w', extra: Partial<SlipPick> = {}): SlipPick => ({
  game: 'soccer',
  match: match(id),
  kind: 'wl',
  name,
  value: '1.85',
  ...extra,
});

afterEach(() => sessionStorage.removeItem(SLIP_STORAGE_KEY));

/** A new store with the atom mounted, as a component reading it after a reload or login. */
function mounted() {
  const store = createStore();
  store.sub(slipAtom, () => undefined);
  return store;
}

describe('togglePick', () => {
  it('adds and removes picks, dropping empty groups and matches (spec section 4)', () => {
    let slip = togglePick(EMPTY_SLIP, pick(1));
    slip = togglePick(slip, pick(1, 'd', { value: '3.10' }));
    slip = togglePick(slip, pick(2, 'big', { kind: 'bs', handicap: '2.5' }));
    expect(slip.entries.map((e) => e.match_id)).toEqual([1, 2]);
    expect(slip.entries[1]).toMatchObject({
      handicap_val: '2.5',
      betSlipLabelArray: [{ key: 'bs', labelValueArray: [{ key: 'big', value: '1.85' }] }],
    });
    expect(isPicked(slip, pick(1, 'd'))).toBe(true);
    slip = togglePick(slip, pick(1));
    slip = togglePick(slip, pick(1, 'd'));
    expect(slip.entries.map((e) => e.match_id)).toEqual([2]);
    expect(isPicked(slip, pick(1))).toBe(false);
    slip = togglePick(slip, pick(2, 'big', { kind: 'bs' }));
    expect(slip).toEqual({ game: 'soccer', entries: [] });
  });

  it('starts a new slip for a pick of another game', () => {
    const soccer = togglePick(togglePick(EMPTY_SLIP, pick(1)), pick(2));
    const bd = togglePick(soccer, pick(7, 'w', { game: 'bd' }));
    expect(bd.game).toBe('bd');
    expect(bd.entries.map((e) => e.match_id)).toEqual([7]);
    expect(isPicked(bd, pick(1))).toBe(false);
    expect(isPicked(bd, pick(7, 'w', { game: 'bd' }))).toBe(true);
  });

  it('keeps a 16th match out, but lets picks of the 15 change', () => {
    let slip = EMPTY_SLIP;
    for (let id = 1; id <= MAX_PARLAY_LEGS; id++) slip = togglePick(slip, pick(id));
    expect(canPick(slip, pick(99))).toBe(false);
    expect(togglePick(slip, pick(99))).toBe(slip);
    expect(canPick(slip, pick(3, 'l'))).toBe(true);
    expect(togglePick(slip, pick(3, 'l')).entries).toHaveLength(MAX_PARLAY_LEGS);
    expect(canPick(slip, pick(99, 'w', { game: 'basketball' }))).toBe(true);
  });
});

describe('slipAtom', () => {
  it('keeps the slip in sessionStorage, so a new store (after login or reload) reads it back', () => {
    const first = createStore();
    first.set(slipAtom, togglePick(EMPTY_SLIP, pick(4)));
    expect(JSON.parse(sessionStorage.getItem(SLIP_STORAGE_KEY) ?? '{}')).toMatchObject({
      game: 'soccer',
      entries: [{ match_id: 4 }],
    });
    expect(isPicked(mounted().get(slipAtom), pick(4))).toBe(true);
  });

  it('reads a malformed stored slip as empty', () => {
    sessionStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify({ game: 'chess', entries: [] }));
    expect(mounted().get(slipAtom)).toEqual(EMPTY_SLIP);
    sessionStorage.setItem(SLIP_STORAGE_KEY, '{not json');
    expect(mounted().get(slipAtom)).toEqual(EMPTY_SLIP);
  });
});
