import { describe, expect, it } from 'vitest';
import { digitsOnly, removeDigit, writeDigits } from './otp-value';

describe('otp value edits', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('12-34 5a6')).toBe('123456');
  });

  it('types a digit into the current box and moves to the next', () => {
    expect(writeDigits('', 0, '4', 6)).toEqual({ value: '4', focus: 1 });
    expect(writeDigits('41', 2, '7', 6)).toEqual({ value: '417', focus: 3 });
  });

  it('replaces the digit of a filled box', () => {
    expect(writeDigits('417', 1, '9', 6)).toEqual({ value: '497', focus: 2 });
  });

  it('never leaves a gap: typing past the end writes into the first empty box', () => {
    expect(writeDigits('41', 5, '7', 6)).toEqual({ value: '417', focus: 3 });
  });

  it('stays on the last box when the code is full', () => {
    expect(writeDigits('12345', 5, '6', 6)).toEqual({ value: '123456', focus: 5 });
  });

  it('fills every box from the first when a whole code is pasted anywhere', () => {
    expect(writeDigits('9', 3, '12345678', 6)).toEqual({ value: '123456', focus: 5 });
  });

  it('pastes a partial code from the current box', () => {
    expect(writeDigits('9', 1, '12', 6)).toEqual({ value: '912', focus: 3 });
  });

  it('ignores an empty write', () => {
    expect(writeDigits('12', 1, '', 6)).toEqual({ value: '12', focus: 1 });
  });

  it('removes a digit and shifts the rest back', () => {
    expect(removeDigit('1234', 1)).toEqual({ value: '134', focus: 1 });
    expect(removeDigit('12', 5)).toEqual({ value: '12', focus: 5 });
  });
});
