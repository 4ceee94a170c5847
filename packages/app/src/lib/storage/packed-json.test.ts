import { describe, expect, it } from 'vitest';
import { packJson, PackedJsonError, unpackJson } from './packed-json';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('packed JSON (fflate)', () => {
  it('round-trips and compresses repetitive lists', () => {
    const list = Array.from({ length: 500 }, (_, i) => 10 + (i % 20));
    const packed = packJson(list);
    expect(packed.byteLength).toBeLessThan(JSON.stringify(list).length / 4);
    expect(unpackJson(packed, isNumberList)).toEqual(list);
  });

  it('rejects bytes that are not packed JSON, or the wrong shape', () => {
    expect(() => unpackJson(new Uint8Array([1, 2, 3]), isNumberList)).toThrow(PackedJsonError);
    expect(() => unpackJson(packJson({ a: 1 }), isNumberList)).toThrow('unexpected shape');
  });
});
