// Keyboard model of the WAI-ARIA tabs pattern: arrows move between tabs (wrapping), Home and End
// jump to the ends, disabled tabs are skipped.
export type TabKeyTarget = 'next' | 'previous' | 'first' | 'last';

const KEYS: Readonly<Record<string, TabKeyTarget>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

export function tabKeyTarget(key: string): TabKeyTarget | undefined {
  return KEYS[key];
}

/** Index of the tab to focus, or -1 when no tab is enabled. */
export function nextTabIndex(
  enabled: readonly boolean[],
  current: number,
  target: TabKeyTarget,
): number {
  const count = enabled.length;
  if (!enabled.some(Boolean)) return -1;
  if (target === 'first') return enabled.indexOf(true);
  if (target === 'last') return enabled.lastIndexOf(true);
  const step = target === 'next' ? 1 : -1;
  let index = current;
  for (let i = 0; i < count; i += 1) {
    index = (index + step + count) % count;
    if (enabled[index]) return index;
  }
  return current;
}
