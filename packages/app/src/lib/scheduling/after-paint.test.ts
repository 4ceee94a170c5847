import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterNextPaint } from './after-paint';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next animation frame: once the frame is painted', async () => {
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));
    await afterNextPaint();
    order.push('after paint');
    expect(order).toEqual(['frame', 'after paint']);
  });

  it('does not wait for ever where nothing is painted (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const started = performance.now();
    await afterNextPaint(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('afterFirstPaint', () => {
  it('is one wait for everything that asks, resolved for good after it', async () => {
    const first = afterFirstPaint();
    expect(afterFirstPaint()).toBe(first);
    await first;
    let settled = false;
    void afterFirstPaint().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
