// The app's string store behind @bet/ui's one text hook: components call `useText()` from
// '@bet/ui/text' with namespace-qualified keys ('common:nav.home', 'app:wallet.title', 'ui:close'),
// answered by the app's i18next instance in the current language.
import type { Namespace } from '@bet/i18n';
import { TextProvider, type Translate } from '@bet/ui/text';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './text-keys';

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
  return useTranslation().i18n.language;
}

/**
 * Waits (suspends) until namespaces the start did not load ('auth', 'betting', 'profile', ...)
 * are in for the current language, so `useText()` answers their keys.
 */
export function useNamespaces(...namespaces: readonly Namespace[]): void {
  useTranslation(namespaces);
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
  const { i18n } = useTranslation();
  const language = i18n.language;
  const loads = useStringLoads(i18n);
  // `loads` is a dependency on purpose: a new lookup re-renders every useText() reader.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translate = useMemo(() => i18nTranslate(i18n, language), [i18n, language, loads]);
  return <TextProvider translate={translate}>{children}</TextProvider>;
}
