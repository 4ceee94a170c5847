import { describe, expect, it } from 'vitest';
import { REEL_SPAN, payoutMultiple, returnToPlayer, symbolAt } from './slot-machine.ts';

describe('demo slot machine', () => {
  it('pays three of a kind and two cherries', () => {
    expect(payoutMultiple(['seven', 'seven', 'seven'])).toBe(400);
    expect(payoutMultiple(['cherry', 'cherry', 'bell'])).toBe(1);
    expect(payoutMultiple(['cherry', 'lemon', 'bell'])).toBe(0);
  });

  it('maps every reel position to a symbol and returns about 90% to the player', () => {
    expect(symbolAt(0)).toBe('cherry');
    expect(symbolAt(REEL_SPAN - 1)).toBe('seven');
    expect(() => symbolAt(REEL_SPAN)).toThrow(RangeError);
    expect(returnToPlayer()).toBeGreaterThan(0.85);
    expect(returnToPlayer()).toBeLessThan(0.95);
  });
});
