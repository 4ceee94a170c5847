import { describe, expect, it } from 'vitest';
import {
  DIAL_CODES,
  findDialCode,
  isValidMobileNumber,
  normalizeNationalNumber,
  numericAreaCode,
} from './dial-codes';

describe('DIAL_CODES', () => {
  it('has the 13 entries of spec section 3 with distinct codes and flags', () => {
    expect(DIAL_CODES).toHaveLength(13);
    expect(new Set(DIAL_CODES.map((d) => d.code)).size).toBe(13);
    expect(DIAL_CODES.map((d) => d.code)).toContain('+880');
    for (const entry of DIAL_CODES) expect(entry.flag.length).toBeGreaterThan(0);
  });

  it('finds entries by code in any form', () => {
    expect(findDialCode('+55')?.name).toBe('Brazil');
    expect(findDialCode('971')?.name).toBe('UAE');
    expect(findDialCode(86)?.name).toBe('China');
    expect(findDialCode('+1')).toBeUndefined();
    expect(numericAreaCode('+855')).toBe(855);
    expect(numericAreaCode('+999')).toBeUndefined();
  });
});

describe('mobile numbers', () => {
  it.each([
    ['11987654321', '+55'],
    ['(11) 98765-4321', '+55'],
    ['+5511987654321', '+55'],
    ['9876543210', '+91'],
    ['081234567890', '+62'],
    ['912345678', '+84'],
    ['5512345678', '+52'],
    ['5321234567', '+90'],
    ['9171234567', '+63'],
    ['812345678', '+66'],
    ['13812345678', '+86'],
    ['3001234567', '+92'],
    ['1712345678', '+880'],
    ['12345678', '+855'],
    ['501234567', '+971'],
  ])('%s is valid for %s', (number, code) => {
    expect(isValidMobileNumber(number, code)).toBe(true);
  });

  it.each([
    ['1198765432', '+55'],
    ['5876543210', '+91'],
    ['12345678901', '+86'],
    ['abc', '+55'],
    ['', '+91'],
    ['11987654321', '+1'],
  ])('%s is invalid for %s', (number, code) => {
    expect(isValidMobileNumber(number, code)).toBe(false);
  });

  it('normalizes prefixes and separators', () => {
    expect(normalizeNationalNumber('0055 11 98765-4321', '+55')).toBe('11987654321');
    expect(normalizeNationalNumber('0812-3456-7890', '+62')).toBe('81234567890');
  });
});
