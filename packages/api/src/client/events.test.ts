import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './events';

type Events = { ping: { n: number }; pong: string };

describe('createEmitter', () => {
  it('delivers typed payloads to the listeners of a type until they unsubscribe', () => {
    const emitter = createEmitter<Events>();
    const seen: number[] = [];
    const off = emitter.on('ping', ({ n }) => seen.push(n));
    emitter.on('pong', () => seen.push(-1));
    emitter.emit('ping', { n: 1 });
    off();
    emitter.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
  });

  it('a throwing listener does not stop the others', () => {
    const emitter = createEmitter<Events>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    emitter.on('pong', () => {
      throw new Error('boom');
    });
    emitter.on('pong', (s) => seen.push(s));
    emitter.emit('pong', 'ok');
    expect(seen).toEqual(['ok']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
