// The one way to get a string (components and apps alike): `const t = useText(); t('ui:close')`.
// The app mounts one TextProvider over its string store (i18next); keys are checked by the
// compiler against TextKeys, which each package that adds strings augments.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { interpolate } from './interpolate';
import type { Text, TextKey, TextValues, Translate } from './types';
import { UI_STRINGS_EN } from './ui-strings';

const UI_PREFIX = 'ui:';

/** The design system's English default of a 'ui:' key, interpolated; undefined for other keys. */
export const englishTranslate: Translate = (key, values) => {
  if (!key.startsWith(UI_PREFIX)) return undefined;
  const name = key.slice(UI_PREFIX.length);
  return Object.hasOwn(UI_STRINGS_EN, name)
    ? interpolate(UI_STRINGS_EN[name as keyof typeof UI_STRINGS_EN], values)
    : undefined;
};

/** A store of fixed strings (Storybook, tests): `{ 'ui:close': 'Fechar' }`, interpolated. */
export function recordTranslate(strings: Readonly<Partial<Record<string, string>>>): Translate {
  return (key, values) => {
    const text = Object.hasOwn(strings, key) ? strings[key] : undefined;
    return text === undefined ? undefined : interpolate(text, values);
  };
}

// An i18next-like store may answer a missing key with the key itself, or with an empty string:
// neither may hide a label.
function answered(key: string, text: string | undefined): text is string {
  return text !== undefined && text !== '' && text !== key;
}

const TextContext = createContext<Translate>(englishTranslate);

export interface TextProviderProps {
  /** The string store's lookup for the current language; undefined when it has no such key. */
  readonly translate: Translate;
  readonly children?: ReactNode;
}

/**
 * Provides the string store. Keys its `translate` does not answer go to the enclosing provider,
 * and 'ui:' keys finally to the design system's English defaults.
 */
export function TextProvider({ translate, children }: TextProviderProps) {
  const enclosing = useContext(TextContext);
  const value = useMemo<Translate>(
    () => (key, values) => {
      const own = translate(key, values);
      return answered(key, own) ? own : enclosing(key, values);
    },
    [translate, enclosing],
  );
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/**
 * `t(key, values?)`: the text of a registered key in the current language. Without a provider,
 * 'ui:' keys answer in English; a key no store knows answers itself, as i18next does.
 */
export function useText(): Text {
  const translate = useContext(TextContext);
  return useCallback(
    (key: TextKey, values?: TextValues) => {
      const text = translate(key, values);
      return answered(key, text) ? text : key;
    },
    [translate],
  );
}
