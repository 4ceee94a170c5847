// The OTP value is a string of digits with no gaps, at most `length` long; box i shows value[i].
// Typing, pasting and deleting are pure edits of that string.

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export interface OtpEdit {
  readonly value: string;
  /** Box to focus after the edit. */
  readonly focus: number;
}

/**
 * Writes `digits` from box `index` (or from the first empty box, when `index` is past it),
 * replacing what was there. A paste of a whole code fills every box from the first.
 */
export function writeDigits(value: string, index: number, digits: string, length: number): OtpEdit {
  if (digits.length === 0) return { value, focus: Math.min(index, length - 1) };
  if (digits.length >= length) return { value: digits.slice(0, length), focus: length - 1 };
  const start = Math.min(index, value.length);
  const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(
    0,
    length,
  );
  return { value: next, focus: Math.min(start + digits.length, length - 1) };
}

/** Removes the digit in box `index`; later digits move one box back. */
export function removeDigit(value: string, index: number): OtpEdit {
  if (index < 0 || index >= value.length) return { value, focus: Math.max(0, index) };
  return { value: value.slice(0, index) + value.slice(index + 1), focus: index };
}
