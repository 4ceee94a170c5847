// Language detection (spec section 9: "The language is detected from the stored setting or the
// browser and remembered"): the stored setting, else the browser's languages, else the fallback.
// Only languages the brand supports are ever returned.
import type { LanguageDetectorModule } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  languageFromTag,
  type LanguageCode,
} from '@bet/domain/languages';

/** Where the chosen language is remembered (localStorage in a browser; a fake in tests). */
export type LanguageStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/** Same key as i18next-browser-languagedetector, so a setting stored by older builds still counts. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export type DetectionOptions = {
  /** The brand's languages, in the order it offers them. */
  readonly supported: readonly LanguageCode[];
  /** The brand's default; when absent, 'pt' if supported, else the first supported language. */
  readonly defaultLanguage?: LanguageCode;
  readonly storage?: LanguageStorage | null;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  readonly browserLanguages?: () => readonly string[];
};

/** The language a brand falls back to when nothing else matches. */
export function defaultLanguageOf(
  options: Pick<DetectionOptions, 'supported' | 'defaultLanguage'>,
): LanguageCode {
  if (options.defaultLanguage !== undefined) return options.defaultLanguage;
  if (options.supported.includes(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE;
  return options.supported[0] ?? FALLBACK_LANGUAGE;
}

export function detectLanguage(options: DetectionOptions): LanguageCode {
  return storedLanguage(options) ?? browserLanguage(options) ?? defaultLanguageOf(options);
}

/** The stored setting, when it is one of the brand's languages; anything else is ignored. */
export function storedLanguage(options: DetectionOptions): LanguageCode | undefined {
  const stored = safely(() => options.storage?.getItem(LANGUAGE_STORAGE_KEY));
  return isLanguageCode(stored) && options.supported.includes(stored) ? stored : undefined;
}

/** The first browser language ('pt-BR' -> 'pt', 'zh-TW' -> 'zh') that the brand supports. */
export function browserLanguage(options: DetectionOptions): LanguageCode | undefined {
  const tags = safely(() => options.browserLanguages?.()) ?? [];
  for (const tag of tags) {
    const code = typeof tag === 'string' ? languageFromTag(tag) : undefined;
    if (code !== undefined && options.supported.includes(code)) return code;
  }
  return undefined;
}

/** Stores a language the brand supports; other values are not remembered. */
export function rememberLanguage(options: DetectionOptions, language: string): void {
  const code = languageFromTag(language);
  if (code === undefined || !options.supported.includes(code)) return;
  safely(() => options.storage?.setItem(LANGUAGE_STORAGE_KEY, code));
}

/** An i18next language detector over detectLanguage. Remembering is wired in createI18n. */
export function createLanguageDetector(options: DetectionOptions): LanguageDetectorModule {
  return { type: 'languageDetector', detect: () => detectLanguage(options) };
}

/** navigator.languages (or navigator.language) where there is a navigator; none elsewhere. */
export function navigatorLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } })
    .navigator;
  if (nav?.languages !== undefined && nav.languages.length > 0) return nav.languages;
  return nav?.language !== undefined ? [nav.language] : [];
}

/** window.localStorage where it exists and may be used; null elsewhere. */
export function browserStorage(): LanguageStorage | null {
  return safely(() => (globalThis as { localStorage?: LanguageStorage }).localStorage) ?? null;
}

/** Storage and navigator access can throw (private mode, sandboxed frames); detection must not. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
