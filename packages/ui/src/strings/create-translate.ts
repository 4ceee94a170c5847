import { interpolate } from './interpolate';
import type { ExternalTranslate, UiStrings, UiStringValues, UiTranslate } from './types';
import { UI_STRINGS_EN } from './ui-strings';

export interface TranslateSources {
  /** An i18next-like function for the `ui` namespace; wins when it knows the key. */
  readonly t?: ExternalTranslate | undefined;
  /** Some or all strings of one language; used for keys `t` does not know. */
  readonly strings?: Partial<UiStrings> | undefined;
  /** Used for keys neither source has: the enclosing provider, else English. */
  readonly fallback?: UiTranslate | undefined;
}

const english: UiTranslate = (key, values) => interpolate(UI_STRINGS_EN[key], values);

function fromExternal(t: ExternalTranslate, key: string, values?: UiStringValues) {
  const result = t(key, values);
  // i18next answers a missing key with the key itself (or an empty string when so configured).
  return typeof result === 'string' && result !== '' && result !== key ? result : undefined;
}

/** Resolves keys from `t`, then `strings`, then the fallback, interpolating `{{name}}`. */
export function createTranslate({ t, strings, fallback = english }: TranslateSources): UiTranslate {
  return (key, values) => {
    const external = t ? fromExternal(t, key, values) : undefined;
    if (external !== undefined) return external;
    const own = strings?.[key];
    return typeof own === 'string' && own !== '' ? interpolate(own, values) : fallback(key, values);
  };
}

/** The English-only translate, used when no provider is mounted. */
export const englishTranslate = english;
