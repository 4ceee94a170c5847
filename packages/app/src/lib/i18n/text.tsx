// The app's string store behind @bet/ui's one text hook: components call `useText()` from
// '@bet/ui/text' with namespace-qualified keys ('common:nav.home', 'app:wallet.title', 'ui:close'),
// answered by the app's i18next instance in the current language. The instance reaches React
// through I18nProvider and useI18n, a few lines instead of react-i18next, whose hook, options and
// Trans helpers were about 2.5 KB gzip before the first screen (issue 18); the app never used
// more than the instance, its language and the wait for a namespace.
import type { Namespace } from '@bet/i18n';
import { TextProvider, type Translate } from '@bet/ui/text';
import type { i18n as I18n, TOptions } from 'i18next';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import './text-keys';

export class I18nProviderMissingError extends Error {
  override readonly name = 'I18nProviderMissingError';
  constructor() {
    super('The app i18n hooks need an <I18nProvider> above them in the tree.');
  }
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree the app's i18next instance. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The app's i18next instance; the component re-renders when its language changes. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n === null) throw new I18nProviderMissingError();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  useSyncExternalStore(subscribe, () => i18n.language);
  return i18n;
}

/** The lookup of an i18next instance in one language, and whether a key it missed is in since. */
export interface TextLookup {
  readonly translate: Translate;
  /** A key this lookup answered undefined is in the instance's strings now. */
  readonly found: () => boolean;
}

/** A default no string of the app is: `t` answered it, so the key is missing. */
const MISSING = '\u0000missing';

/**
 * The lookup of an i18next instance in one language: undefined for a key it does not have. One
 * look-up a key: `t` with a default no string is (i18next's typed escape for keys outside the
 * typed resources, no cast), which it answers only when the key is missing. The keys it misses
 * are kept, with their options, for `found` (i18next's own `exists`).
 */
export function textLookup(i18n: I18n, lng: string): TextLookup {
  const missed = new Map<string, TOptions>();
  // A key without values says the same for the lookup's life (one language; strings that arrive
  // add keys, a missed one makes a new lookup): asked once. The lottery's first render asked
  // some 750 times for 98 keys, a tenth of its script time at 4x (issue 18).
  const plain = new Map<string, string>();
  return {
    translate: (key, values) => {
      const known = values === undefined ? plain.get(key) : undefined;
      if (known !== undefined) return known;
      const options = { ...values, lng };
      const text = i18n.t(key, { ...options, defaultValue: MISSING });
      if (text !== MISSING) {
        if (values === undefined) plain.set(key, text);
        return text;
      }
      missed.set(key, options);
      return undefined;
    },
    found: () => [...missed].some(([key, options]) => i18n.exists(key, options)),
  };
}

/** textLookup's translate alone. */
export function i18nTranslate(i18n: I18n, lng: string): Translate {
  return textLookup(i18n, lng).translate;
}

/** The language the app shows; the component re-renders when it changes. */
export function useLanguage(): string {
  return useI18n().language;
}

/**
 * Waits (suspends) until namespaces the start did not load ('auth', 'betting', 'profile', ...)
 * are in for the current language, so `useText()` answers their keys.
 */
export function useNamespaces(...namespaces: readonly Namespace[]): void {
  const i18n = useI18n();
  // A namespace whose read failed counts as loaded (i18next's own rule): its keys answer themselves.
  const missing = namespaces.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  // i18next shares a read under way; the thrown promise resumes the render once it settles.
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
}

/**
 * The one TextProvider of the app, over its i18next instance, following its language and the
 * strings it loads. Strings that come after a render (the 'errors' namespace and the fallback
 * language follow the first screen) re-render the text readers only when a key the lookup missed
 * is in now (a failure's message shown before its strings): a load that changes nothing on screen
 * re-renders nothing (issue 18, total blocking time).
 */
export function AppTextProvider({ children }: { children?: ReactNode }) {
  const i18n = useI18n();
  const language = i18n.language;
  const [loads, setLoads] = useState(0);
  // `loads` is a dependency on purpose: a new lookup re-renders every useText() reader.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lookup = useMemo(() => textLookup(i18n, language), [i18n, language, loads]);
  useEffect(() => {
    const loaded = () => {
      // A transition: the re-render of every reader goes in slices, not one long task.
      if (lookup.found()) startTransition(() => setLoads((count) => count + 1));
    };
    i18n.on('loaded', loaded);
    // Strings that came between the render and this effect.
    loaded();
    return () => i18n.off('loaded', loaded);
  }, [i18n, lookup]);
  return <TextProvider translate={lookup.translate}>{children}</TextProvider>;
}
