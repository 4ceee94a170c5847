// The app's string store behind @bet/ui's one text hook: components call `useText()` from
// '@bet/ui/text' with namespace-qualified keys ('common:nav.home', 'app:wallet.title', 'ui:close'),
// answered by the app's i18next instance in the current language.
import type { Namespace } from '@bet/i18n';
import { TextProvider, type Translate } from '@bet/ui/text';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
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

/** The one TextProvider of the app, over its i18next instance, following its language. */
export function AppTextProvider({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const translate = useMemo(() => i18nTranslate(i18n, language), [i18n, language]);
  return <TextProvider translate={translate}>{children}</TextProvider>;
}
