// The one rule for text a client sends (issue 17, "Bad input never gets a 500"): trimmed (a
// password is taken as typed), no control characters and no broken UTF-16, and at most a length
// that depends on what the field holds. The contract's request schemas (@bet/api common.ts) and
// the field validators of validation.ts apply it, so a form and the server refuse the same text.
import { fail, OK, type ValidationResult } from './validation-keys';

/** The maximum length, in characters (code points), of each kind of text field. */
export const TEXT_MAX = {
  /** Email addresses (RFC 5321's limit for a path). */
  email: 254,
  /** Login and payment passwords. */
  password: 128,
  /** One-time codes, invite codes, bank and branch codes, card expiry and CVV. */
  code: 64,
  /** Ids a client sends back: order numbers, match and chat ids, game codes. */
  id: 64,
  /** A member's nickname. */
  nickname: 32,
  /** Names of people and banks: card holders, bank names, account types. */
  name: 100,
  /** Account and identification numbers, crypto addresses, card numbers. */
  account: 128,
  /** Short labels a client echoes: a pick's name, a device's browser or language. */
  label: 200,
  /** Free text of several lines: chat and support messages. */
  message: 2000,
} as const;

export type TextKind = keyof typeof TEXT_MAX;

/** Kinds whose text may span lines: they keep line feeds and tabs. */
export const MULTILINE_TEXT_KINDS: readonly TextKind[] = ['message'];

/** Kinds taken exactly as typed: surrounding spaces are part of a password. */
export const UNTRIMMED_TEXT_KINDS: readonly TextKind[] = ['password'];

/** C0 controls, DEL and C1 controls, and a lone surrogate (not a character at all). */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
/** The same, less line feed and tab. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The text as the rule sees it: trimmed unless the kind is taken as typed. */
export function normalizeText(value: string, kind: TextKind): string {
  return UNTRIMMED_TEXT_KINDS.includes(kind) ? value : value.trim();
}

/** Whether the text holds a character its kind refuses (a control character, a lone surrogate). */
export function hasForbiddenCharacters(value: string, kind: TextKind): boolean {
  return (MULTILINE_TEXT_KINDS.includes(kind) ? CONTROL_BUT_LINES : CONTROL).test(value);
}

/** Characters (code points), counted without building an array for a huge string. */
function codePoints(value: string, stopAfter: number): number {
  let count = 0;
  for (const _char of value) {
    count += 1;
    if (count > stopAfter) break;
  }
  return count;
}

/**
 * The text rule: no control character (line feeds and tabs are kept in multi-line kinds), no lone
 * surrogate, and at most TEXT_MAX[kind] characters once trimmed. Blank text passes: whether a
 * field is required is the field's own rule.
 */
export function validateText(value: string, kind: TextKind): ValidationResult {
  const text = normalizeText(value, kind);
  if (hasForbiddenCharacters(text, kind)) return fail('validation.textInvalidCharacters');
  return codePoints(text, TEXT_MAX[kind]) > TEXT_MAX[kind] ? fail('validation.textTooLong') : OK;
}
