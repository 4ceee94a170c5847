// The app's string store behind @bet/ui's one text hook: components call `useText()` from
// '@bet/ui/text' with namespace-qualified keys ('common:nav.home', 'app:wallet.title', 'ui:close'),
// answered by the app's i18next instance in the current language. The instance reaches React
// through I18nProvider and useI18n, a few lines instead of react-i18next, whose hook, options and
// Trans helpers were about 2.5 KB gzip before the first screen (issue 18); the app never used
// more than the instance, its language and the wait for a namespace.
import type { Namespace } from '@bet/i18n';
import { TextProvider, type Translate } from '@bet/ui/text';
import type { i18n as I18n } from 'i18next';
import {
  createContext,
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

/**
 * The lookup of an i18next instance in one language: undefined for a key it does not have.
 * `exists` is i18next's own check; its type guard brands the key, and `t` takes a key that is
 * not in the typed resources when it comes with a `defaultValue` (i18next's typed escape for
 * dynamic keys, no cast). The default is never used here: the key exists.
 */
export function i18nTranslate(i18n: I18n, lng: string): Translate {
  return (key, values) => {
    const options = { ...values, lng };
    return i18n.exists(key, options) ? i18n.t(key, { ...options, defaultValue: key }) : undefined;
  };
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
 * How many times the instance has loaded strings since the component mounted: strings that come
 * after a render (the 'errors' namespace follows the first screen) re-render the text that uses
 * them, where a failure's message came first.
 */
function useStringLoads(i18n: I18n): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const loaded = () => setLoads((count) => count + 1);
    i18n.on('loaded', loaded);
    return () => i18n.off('loaded', loaded);
  }, [i18n]);
  return loads;
}

/**
 * The one TextProvider of the app, over its i18next instance, following its language and the
 * strings it loads.
 */
export function AppTextProvider({ children }: { children?: ReactNode }) {
  const i18n = useI18n();
  const language = i18n.language;
  const loads = useStringLoads(i18n);
  // `loads` is a dependency on purpose: a new lookup re-renders every useText() reader.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translate = useMemo(() => i18nTranslate(i18n, language), [i18n, language, loads]);
  return <TextProvider translate={translate}>{children}</TextProvider>;
}
