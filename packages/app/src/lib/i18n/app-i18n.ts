// The application's i18next instance (issue 7): @bet/i18n's createI18n with the HTTP backend,
// reading the locales the brand app serves as static files (React reaches it through text.tsx). Strings the
// shared namespaces do not have live in the app's own 'app' namespace (app-strings/<lng>.json),
// loaded lazily per language. The start loads the detected language only; the fallback
// language's strings and the 'errors' namespace follow the first render (loadDeferredStrings).
import { FALLBACK_LANGUAGE, type LanguageCode } from '@bet/domain/languages';
import {
  createI18n,
  initialLanguage,
  loadFallbackLanguage,
  whenReady,
  type CreateI18nOptions,
} from '@bet/i18n';
import type { i18n as I18n } from 'i18next';
import { LOCALES_PATH, START_NAMESPACES } from './start-strings';
import type auth from './app-strings/en/auth.json';
import type chat from './app-strings/en/chat.json';
import type frame from './app-strings/en/frame.json';
import type games from './app-strings/en/games.json';
import type help from './app-strings/en/help.json';
import type home from './app-strings/en/home.json';
import type howToPlay from './app-strings/en/howToPlay.json';
import type invite from './app-strings/en/invite.json';
import type messages from './app-strings/en/messages.json';
import type promotions from './app-strings/en/promotions.json';
import type reports from './app-strings/en/reports.json';
import type results from './app-strings/en/results.json';
import type shell from './app-strings/en/shell.json';
import type support from './app-strings/en/support.json';
import type testPages from './app-strings/en/testPages.json';

export const APP_NAMESPACE = 'app';

/**
 * Loaded right after the first render, for every screen: the failure messages, which no first
 * screen shows before its first read has failed (issue 18: 1-1.4 KB gzip less before it). Text
 * re-renders when they arrive (AppTextProvider).
 */
export const DEFERRED_NAMESPACES = ['errors'] as const;

/** The sections of the 'app' namespace, one file each per language (app-strings/<lng>/). */
export interface AppStrings {
  readonly auth: typeof auth;
  readonly chat: typeof chat;
  readonly frame: typeof frame;
  readonly games: typeof games;
  readonly help: typeof help;
  readonly home: typeof home;
  readonly howToPlay: typeof howToPlay;
  readonly invite: typeof invite;
  readonly messages: typeof messages;
  readonly promotions: typeof promotions;
  readonly reports: typeof reports;
  readonly results: typeof results;
  readonly shell: typeof shell;
  readonly support: typeof support;
  readonly testPages: typeof testPages;
}

const APP_STRINGS = import.meta.glob<AppStrings>('./app-strings/*/index.ts', {
  import: 'default',
});

export class AppStringsMissingError extends Error {
  override readonly name = 'AppStringsMissingError';
}

/** Adds the 'app' strings of these languages to the instance (those it lacks). */
async function addAppStrings(i18n: I18n, languages: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(languages)].map(async (lng) => {
      if (i18n.hasResourceBundle(lng, APP_NAMESPACE)) return;
      const load = APP_STRINGS[`./app-strings/${lng}/index.ts`];
      if (load === undefined) throw new AppStringsMissingError(`No app strings for ${lng}`);
      i18n.addResourceBundle(lng, APP_NAMESPACE, await load(), true, true);
    }),
  );
}

/** Adds the 'app' strings of a language (and of the fallback) to the instance. */
export async function loadAppStrings(i18n: I18n, language: string): Promise<void> {
  await addAppStrings(i18n, [language, FALLBACK_LANGUAGE]);
}

/**
 * What an instance of createAppI18n starts without, called once the first screen is up: the
 * deferred namespaces, then the fallback language's strings, shared and the app's own.
 */
export async function loadDeferredStrings(i18n: I18n): Promise<void> {
  // First, so that the fallback language loads them too (i18next adds them to its namespaces
  // at once, and loads the fallback's for every namespace it has by then).
  const deferred = i18n.loadNamespaces([...DEFERRED_NAMESPACES]);
  await Promise.all([
    deferred,
    loadFallbackLanguage(i18n),
    addAppStrings(i18n, [FALLBACK_LANGUAGE]),
  ]);
}

export interface AppI18nOptions {
  readonly languages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode;
  /** Where the brand app serves @bet/i18n's locales folder. */
  readonly localesPath?: string | undefined;
}

function i18nOptions(options: AppI18nOptions): CreateI18nOptions {
  return {
    supported: options.languages,
    defaultLanguage: options.defaultLanguage,
    backend: { kind: 'http', basePath: options.localesPath ?? LOCALES_PATH },
    namespaces: [...START_NAMESPACES],
    deferFallback: true,
  };
}

/**
 * A new instance for one brand, and its start: the shared namespaces and the app's own strings
 * of the detected language, fetched in parallel. Await `ready` before the first render, and call
 * loadDeferredStrings after it.
 */
export function createAppI18n(options: AppI18nOptions): { i18n: I18n; ready: Promise<void> } {
  const settings = i18nOptions(options);
  const i18n = createI18n(settings);
  const ready = Promise.all([
    whenReady(i18n),
    addAppStrings(i18n, [initialLanguage(settings)]),
  ]).then(() => undefined);
  return { i18n, ready };
}

/** Sets the document language and keeps it in step with the instance (WCAG 3.1.1). */
export function syncDocumentLanguage(i18n: I18n, doc: Document = document): () => void {
  const apply = (lng: string) => doc.documentElement.setAttribute('lang', lng);
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}

export class LanguageChangeError extends Error {
  override readonly name = 'LanguageChangeError';
}

/**
 * Switches language once its strings are in: the shared namespaces through the loader, the app's
 * own strings from its bundle. Throws LanguageChangeError when they cannot be loaded, leaving the
 * current language in place (the caller shows lngSettingError, spec section 8).
 */
export async function changeAppLanguage(i18n: I18n, language: LanguageCode): Promise<void> {
  try {
    await loadAppStrings(i18n, language);
    await i18n.loadLanguages(language);
  } catch (error) {
    throw new LanguageChangeError(`Cannot load ${language}`, { cause: error });
  }
  if (!i18n.hasResourceBundle(language, 'common')) {
    throw new LanguageChangeError(`The strings of ${language} did not load`);
  }
  await i18n.changeLanguage(language);
}
