// The odds button's view of the slip: picked, pickable or refused (a 16th match), and a re-render
// only when that answer moves (issue 18: a pick re-renders one button, not every price).
import { MAX_PARLAY_LEGS } from '@bet/domain/constants';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SLIP, SLIP_STORAGE_KEY, slipAtom, togglePick, type SlipPick } from './slip-atoms';
import { useSlipPick } from './use-slip-pick';

const pick = (id: number, name = 'w'): SlipPick => ({
  game: 'soccer',
  match: { match_id: id, home_name: `Home ${id}`, away_name: `Away ${id}` },
  kind: 'wl',
  name,
  value: '1.85',
});

afterEach(() => sessionStorage.removeItem(SLIP_STORAGE_KEY));

function renderPick(of: SlipPick) {
  const store = createStore();
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    () => {
      renders += 1;
      return useSlipPick(of);
    },
    { wrapper },
  );
  return { store, hook, renders: () => renders };
}

describe('useSlipPick', () => {
  it('toggles its pick and tells picked from available', () => {
    const { hook } = renderPick(pick(1));
    expect(hook.result.current).toMatchObject({ picked: false, available: true });
    act(() => hook.result.current.toggle());
    expect(hook.result.current).toMatchObject({ picked: true, available: true });
    act(() => hook.result.current.toggle());
    expect(hook.result.current.picked).toBe(false);
  });

  it('is refused as a 16th match, and re-renders only when its answer moves', () => {
    const { store, hook, renders } = renderPick(pick(99));
    const before = renders();
    act(() => store.set(slipAtom, togglePick(EMPTY_SLIP, pick(1))));
    act(() => store.set(slipAtom, (slip) => togglePick(slip, pick(1, 'd'))));
    // Other matches' picks leave this button's answer (open) alone.
    expect(renders()).toBe(before);
    act(() =>
      store.set(slipAtom, (slip) => {
        let full = slip;
        for (let id = 2; id <= MAX_PARLAY_LEGS; id += 1) full = togglePick(full, pick(id));
        return full;
      }),
    );
    expect(hook.result.current).toMatchObject({ picked: false, available: false });
    expect(renders()).toBe(before + 1);
  });
});
