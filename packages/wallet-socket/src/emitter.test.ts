import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

interface TestEvents {
  count: number;
  name: string;
}

describe('createEmitter', () => {
  it('delivers payloads to the listeners of that type only, in subscription order', () => {
    const emitter = createEmitter<TestEvents>(() => undefined);
    const seen: string[] = [];
    emitter.on('count', (n) => seen.push(`a${n}`));
    emitter.on('count', (n) => seen.push(`b${n}`));
    emitter.on('name', (s) => seen.push(`name:${s}`));
    emitter.emit('count', 1);
    emitter.emit('name', 'x');
    expect(seen).toEqual(['a1', 'b1', 'name:x']);
  });

  it('stops delivering after unsubscribe, and unsubscribing twice is harmless', () => {
    const emitter = createEmitter<TestEvents>(() => undefined);
    const listener = vi.fn();
    const off = emitter.on('count', listener);
    emitter.emit('count', 1);
    off();
    off();
    emitter.emit('count', 2);
    expect(listener.mock.calls).toEqual([[1]]);
  });

  it('keeps two subscriptions of the same function independent', () => {
    const emitter = createEmitter<TestEvents>(() => undefined);
    const listener = vi.fn();
    const offFirst = emitter.on('count', listener);
    emitter.on('count', listener);
    offFirst();
    emitter.emit('count', 7);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports a throwing listener and still runs the others', () => {
    const onError = vi.fn();
    const emitter = createEmitter<TestEvents>(onError);
    const boom = new Error('boom');
    const after = vi.fn();
    emitter.on('count', () => {
      throw boom;
    });
    emitter.on('count', after);
    emitter.emit('count', 3);
    expect(onError).toHaveBeenCalledWith(boom, 'count');
    expect(after).toHaveBeenCalledWith(3);
  });

  it('lets a listener unsubscribe itself while the event is being delivered', () => {
    const emitter = createEmitter<TestEvents>(() => undefined);
    const second = vi.fn();
    const off = emitter.on('count', () => off());
    emitter.on('count', second);
    emitter.emit('count', 1);
    emitter.emit('count', 2);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });
});
