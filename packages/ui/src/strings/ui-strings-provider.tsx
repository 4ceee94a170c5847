// The design system's chrome strings (close, show password, coming soon...) come from here, so an
// app feeds them from @bet/i18n's `ui` namespace and components never hard-code visible text.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslate, englishTranslate } from './create-translate';
import type { ExternalTranslate, UiStrings, UiTranslate } from './types';

const UiStringsContext = createContext<UiTranslate>(englishTranslate);

export interface UiStringsProviderProps {
  /** An i18next-like `t` for the `ui` namespace, e.g. `i18n.getFixedT(lng, 'ui')`. */
  readonly t?: ExternalTranslate | undefined;
  /** Some or all strings, e.g. `resources[lng].ui`. Missing keys fall back to the enclosing
   * provider, then to English. */
  readonly strings?: Partial<UiStrings> | undefined;
  readonly children?: ReactNode;
}

export function UiStringsProvider({ t, strings, children }: UiStringsProviderProps) {
  const fallback = useContext(UiStringsContext);
  const translate = useMemo(
    () => createTranslate({ t, strings, fallback }),
    [t, strings, fallback],
  );
  return <UiStringsContext.Provider value={translate}>{children}</UiStringsContext.Provider>;
}

/** Returns `t(key, values?)` for chrome strings; English when no provider is mounted. */
export function useUiStrings(): UiTranslate {
  return useContext(UiStringsContext);
}
