import { describe, expect, it } from 'vitest';
import { nextTabIndex, tabKeyTarget } from './tab-keys';

describe('tab keys', () => {
  it('maps the arrow, Home and End keys and ignores others', () => {
    expect(tabKeyTarget('ArrowRight')).toBe('next');
    expect(tabKeyTarget('ArrowLeft')).toBe('previous');
    expect(tabKeyTarget('Home')).toBe('first');
    expect(tabKeyTarget('End')).toBe('last');
    expect(tabKeyTarget('ArrowDown')).toBeUndefined();
  });

  it('wraps around at both ends', () => {
    const all = [true, true, true];
    expect(nextTabIndex(all, 2, 'next')).toBe(0);
    expect(nextTabIndex(all, 0, 'previous')).toBe(2);
  });

  it('skips disabled tabs in every direction', () => {
    const enabled = [false, true, false, true, false];
    expect(nextTabIndex(enabled, 1, 'next')).toBe(3);
    expect(nextTabIndex(enabled, 3, 'next')).toBe(1);
    expect(nextTabIndex(enabled, 1, 'previous')).toBe(3);
    expect(nextTabIndex(enabled, 3, 'first')).toBe(1);
    expect(nextTabIndex(enabled, 1, 'last')).toBe(3);
  });

  it('returns -1 when every tab is disabled', () => {
    expect(nextTabIndex([false, false], 0, 'next')).toBe(-1);
    expect(nextTabIndex([], 0, 'first')).toBe(-1);
  });
});
