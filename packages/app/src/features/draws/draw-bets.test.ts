import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  betsOfGame,
  DRAW_BETS_STORAGE_KEY,
  EMPTY_DRAW_BETS,
  isDrawBetsState,
  removeDrawPick,
  setDrawAmount,
  toggleDrawPick,
  type DrawPick,
} from './draw-bets';
import { drawBetsAtom } from './use-draw-bets';

const ball = (n: number): DrawPick => ({
  key: `specialCode:${n}`,
  selection: { type: 'specialCode', ball: n },
  odds: '47',
  min: '1',
  max: '500',
  tickets: 1,
});

afterEach(() => sessionStorage.removeItem(DRAW_BETS_STORAGE_KEY));

describe('draw bets', () => {
  it('toggles a pick in and out, with the amount it came with', () => {
    let state = toggleDrawPick(EMPTY_DRAW_BETS, 'hkmarksix', ball(7), '10');
    state = toggleDrawPick(state, 'hkmarksix', ball(8), '');
    expect(betsOfGame(state, 'hkmarksix')).toEqual([
      { pick: ball(7), amount: '10' },
      { pick: ball(8), amount: '' },
    ]);
    state = toggleDrawPick(state, 'hkmarksix', ball(7), '10');
    expect(betsOfGame(state, 'hkmarksix').map((bet) => bet.pick.key)).toEqual(['specialCode:8']);
  });

  it('sets one bet amount and removes one bet, leaving the others', () => {
    let state = toggleDrawPick(EMPTY_DRAW_BETS, 'hkmarksix', ball(7), '');
    state = toggleDrawPick(state, 'hkmarksix', ball(8), '');
    state = setDrawAmount(state, 'hkmarksix', 'specialCode:8', '25');
    expect(betsOfGame(state, 'hkmarksix').map((bet) => bet.amount)).toEqual(['', '25']);
    state = removeDrawPick(state, 'hkmarksix', 'specialCode:7');
    expect(betsOfGame(state, 'hkmarksix')).toEqual([{ pick: ball(8), amount: '25' }]);
  });

  it("reads another game's list as empty, and a pick there replaces it (spec section 4)", () => {
    const hk = toggleDrawPick(EMPTY_DRAW_BETS, 'hkmarksix', ball(7), '10');
    expect(betsOfGame(hk, 'ammarksix')).toEqual([]);
    const am = toggleDrawPick(hk, 'ammarksix', ball(9), '');
    expect(am.game).toBe('ammarksix');
    expect(betsOfGame(am, 'hkmarksix')).toEqual([]);
    expect(betsOfGame(setDrawAmount(hk, 'ammarksix', 'specialCode:7', '5'), 'hkmarksix')).toEqual(
      [],
    );
  });

  it('keeps the list in sessionStorage across a reload', () => {
    const first = createStore();
    first.sub(drawBetsAtom, () => undefined);
    first.set(drawBetsAtom, toggleDrawPick(EMPTY_DRAW_BETS, 'pk10', ball(3), '5'));
    const reloaded = createStore();
    reloaded.sub(drawBetsAtom, () => undefined);
    expect(betsOfGame(reloaded.get(drawBetsAtom), 'pk10')).toEqual([
      { pick: ball(3), amount: '5' },
    ]);
  });

  it('reads bad storage as no bets', () => {
    for (const text of [
      'not json',
      '{"game":"hkmarksix"}',
      '{"game":"hkmarksix","bets":[{"amount":"1","pick":{"key":"k"}}]}',
      '{"game":7,"bets":[]}',
    ]) {
      sessionStorage.setItem(DRAW_BETS_STORAGE_KEY, text);
      const store = createStore();
      store.sub(drawBetsAtom, () => undefined);
      expect(store.get(drawBetsAtom), text).toEqual(EMPTY_DRAW_BETS);
    }
    expect(isDrawBetsState({ game: null, bets: [] })).toBe(true);
    expect(isDrawBetsState({ game: 'pk10', bets: [{ pick: ball(1), amount: 2 }] })).toBe(false);
  });
});
