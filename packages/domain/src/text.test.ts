import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, normalizeText, TEXT_MAX, validateText } from './text';
import {
  validateEmail,
  validateEmailOrMobile,
  validateNickname,
  validateOtp,
  validatePassword,
  validatePasswordChange,
  validateRealName,
} from './validation';
import { validateCard } from './validation-payment';

const invalid = { ok: false, error: 'validation.textInvalidCharacters' };
const tooLong = { ok: false, error: 'validation.textTooLong' };

describe('the text rule', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'])(
    'refuses %j inside a field',
    (char) => {
      expect(validateText(`ab${char}cd`, 'name')).toEqual(invalid);
      expect(validateText(`ab${char}cd`, 'message')).toEqual(invalid);
      expect(validateText(`ab${char}cd`, 'password')).toEqual(invalid);
    },
  );

  it('keeps line feeds and tabs in multi-line text only', () => {
    expect(validateText('first line\nsecond\tcolumn', 'message').ok).toBe(true);
    expect(validateText('first line\nsecond', 'name')).toEqual(invalid);
    expect(validateText('a\tb', 'label')).toEqual(invalid);
    expect(validateText('a\r\nb', 'message')).toEqual(invalid);
  });

  it('accepts real text in any script, emoji, combining marks and direction marks', () => {
    for (const text of [
      'Ana Souza',
      '张伟',
      'মোহাম্মদ',
      'José',
      'Jose\u0301',
      '\u200fمرحبا\u200e',
      'Goal ⚽ 🇧🇷',
      'O’Brien-Smith',
    ])
      expect(validateText(text, 'name'), text).toEqual({ ok: true });
  });

  it('counts characters of the trimmed text against the kind maximum', () => {
    const max = TEXT_MAX.nickname;
    expect(validateText('n'.repeat(max), 'nickname').ok).toBe(true);
    expect(validateText(`  ${'n'.repeat(max)}  `, 'nickname').ok).toBe(true);
    expect(validateText('n'.repeat(max + 1), 'nickname')).toEqual(tooLong);
    // An emoji is one character although it is two UTF-16 units.
    expect(validateText('😀'.repeat(max), 'nickname').ok).toBe(true);
    expect(validateText('x'.repeat(100_000), 'message')).toEqual(tooLong);
  });

  it('takes a password as typed, every other kind trimmed', () => {
    expect(normalizeText('  secret  ', 'password')).toBe('  secret  ');
    expect(normalizeText('  name  ', 'name')).toBe('name');
    expect(validateText(` ${'p'.repeat(TEXT_MAX.password)}`, 'password')).toEqual(tooLong);
    // Surrounding whitespace (tabs included) is trimmed away before the characters are checked.
    expect(hasForbiddenCharacters(normalizeText('\tname\n', 'name'), 'name')).toBe(false);
  });

  it('leaves "required" to the field: blank text passes', () => {
    expect(validateText('', 'name').ok).toBe(true);
    expect(validateText('   ', 'code').ok).toBe(true);
  });
});

describe('the field validators apply the text rule', () => {
  it('refuses control characters in each', () => {
    expect(validateEmail('a\u0000@example.com')).toEqual(invalid);
    expect(validateEmailOrMobile('a\u0000@example.com', '+55')).toEqual(invalid);
    expect(validateNickname('nick\u0000name')).toEqual(invalid);
    expect(validateRealName('Ana\u0000Souza')).toEqual(invalid);
    expect(validatePassword('Secret123\u0000')).toEqual(invalid);
    expect(
      validatePasswordChange({ old: 'Old1\u0000', new: 'Secret123', confirm: 'Secret123' }),
    ).toEqual(invalid);
    expect(validateOtp('12\u00003')).toEqual(invalid);
    const card = { name: 'Ana\u0000', number: '4111111111111111', expiry: '12/40', cvv: '123' };
    expect(validateCard(card, new Date('2030-01-01'))).toEqual(invalid);
  });

  it('refuses over-long values in each', () => {
    const huge = 'x'.repeat(10 * 1024);
    expect(validateEmail(`${huge}@example.com`)).toEqual(tooLong);
    expect(validateNickname(huge)).toEqual(tooLong);
    expect(validateRealName(huge)).toEqual({ ok: false, error: 'validation.realNameTooLong' });
    expect(validatePassword(`Secret123${huge}`)).toEqual(tooLong);
    expect(validateOtp(huge)).toEqual(tooLong);
  });
});
