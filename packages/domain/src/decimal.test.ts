import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DecimalError,
  add,
  compare,
  divide,
  floorTo,
  mul,
  parseDecimal,
  roundTo,
  sub,
  toDecimalString,
  toNumber,
  truncate,
} from './decimal';

const str = (v: number | string) => toDecimalString(parseDecimal(v));

describe('parseDecimal', () => {
  it.each([
    [0.29, '0.29'],
    [1.005, '1.005'],
    [4.35, '4.35'],
    [1e-7, '0.0000001'],
    [1.5e21, '1500000000000000000000'],
    [-0, '0'],
    ['-12.340', '-12.34'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['5.', '5'],
    [' 3.10 ', '3.1'],
    ['1E3', '1000'],
    ['2.5e-2', '0.025'],
  ])('%s reads exactly as %s', (input, expected) => {
    expect(str(input)).toBe(expected);
  });

  it.each([Number.NaN, Infinity, -Infinity])('rejects %s', (input) => {
    expect(() => parseDecimal(input)).toThrow(DecimalError);
    try {
      parseDecimal(input);
    } catch (error) {
      expect((error as DecimalError).code).toBe('notFinite');
    }
  });

  it.each(['', ' ', '.', '-', 'abc', '1,5', '1.2.3', '1e', 'e5', '0x10', '1e999'])(
    'rejects "%s"',
    (input) => {
      expect(() => parseDecimal(input)).toThrow(DecimalError);
    },
  );

  it('reads bigints and decimals as they are', () => {
    expect(str(toDecimalString({ units: 5n, scale: 0 }))).toBe('5');
    expect(parseDecimal(12n)).toEqual({ units: 12n, scale: 0 });
  });
});

describe('arithmetic', () => {
  it("adds '0.1' and '0.2' to exactly 0.3", () => {
    expect(toDecimalString(add(parseDecimal('0.1'), parseDecimal('0.2')))).toBe('0.3');
    expect(compare(add(parseDecimal(0.1), parseDecimal(0.2)), parseDecimal('0.3'))).toBe(0);
  });

  it('multiplies and subtracts exactly', () => {
    expect(toDecimalString(mul(parseDecimal('1.005'), parseDecimal('100')))).toBe('100.5');
    expect(toDecimalString(sub(parseDecimal('4.35'), parseDecimal('4.36')))).toBe('-0.01');
  });

  it('truncates toward zero and floors toward minus infinity', () => {
    expect(toDecimalString(truncate(parseDecimal('-1.239'), 2))).toBe('-1.23');
    expect(toDecimalString(floorTo(parseDecimal('-1.231'), 2))).toBe('-1.24');
    expect(toDecimalString(floorTo(parseDecimal('-1.23'), 2))).toBe('-1.23');
    expect(toDecimalString(floorTo(parseDecimal('1.239'), 2))).toBe('1.23');
  });

  it('formats with a fixed number of decimals', () => {
    expect(toDecimalString(parseDecimal('1.5'), 3)).toBe('1.500');
    expect(toDecimalString(parseDecimal('-0.004'), 2)).toBe('0.00');
    expect(toNumber(parseDecimal('12.34'))).toBe(12.34);
  });

  it('rejects invalid decimal counts', () => {
    expect(() => truncate(parseDecimal(1), -1)).toThrow(DecimalError);
    expect(() => truncate(parseDecimal(1), 1.5)).toThrow(DecimalError);
  });

  it('round-trips every finite double through its shortest representation', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Number(toDecimalString(parseDecimal(x)))).toBe(x === 0 ? 0 : x);
      }),
    );
  });

  it('addition agrees with integer cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (a, b) => {
          const sum = add({ units: BigInt(a), scale: 2 }, { units: BigInt(b), scale: 2 });
          expect(compare(sum, { units: BigInt(a + b), scale: 2 })).toBe(0);
        },
      ),
    );
  });
});

describe('divide and roundTo', () => {
  const d = (value: string) => parseDecimal(value);
  const text = (value: ReturnType<typeof parseDecimal>) => toDecimalString(value);

  it('divides in one rounding, half away from zero', () => {
    expect(toDecimalString(divide(d('1'), d('3'), 2), 2)).toBe('0.33');
    expect(toDecimalString(divide(d('2'), d('3'), 2), 2)).toBe('0.67');
    expect(toDecimalString(divide(d('-2'), d('3'), 2), 2)).toBe('-0.67');
    expect(toDecimalString(divide(d('1'), d('-8'), 2), 2)).toBe('-0.13');
    expect(toDecimalString(divide(d('100'), d('0.85'), 0), 0)).toBe('118');
    expect(toDecimalString(divide(d('1.5'), d('0.5'), 3), 3)).toBe('3.000');
  });

  it('refuses division by zero', () => {
    expect(() => divide(d('1'), d('0'), 2)).toThrow(DecimalError);
  });

  it('rounds half away from zero and keeps shorter values', () => {
    expect(text(roundTo(d('1.005'), 2))).toBe('1.01');
    expect(text(roundTo(d('-1.005'), 2))).toBe('-1.01');
    expect(text(roundTo(d('1.0049'), 2))).toBe('1');
    expect(text(roundTo(d('1.5'), 2))).toBe('1.5');
  });

  it('agrees with exact fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const q = divide(d(String(a)), d(String(b)), 4);
        // |q - a/b| <= 0.00005, checked in integers: |q.units * b - a * 10^4| * 2 <= b.
        const diff = q.units * BigInt(b) - BigInt(a) * 10_000n;
        expect((diff < 0n ? -diff : diff) * 2n <= BigInt(b)).toBe(true);
      }),
    );
  });
});
