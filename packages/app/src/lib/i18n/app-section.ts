// Lazy sections of the app's strings (issues 15 and 18, first-render budget): the start loads the
// first screen's sections only ('home' and 'shell', app-strings/<lng>/index.ts); every other is
// used only by its screens, so it loads with the first of those screens (lazy.ts holds them).
import { FALLBACK_LANGUAGE } from '@bet/domain/languages';
import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { APP_NAMESPACE, AppStringsMissingError } from './app-i18n';
import { useI18n } from './text';

/** Sections of the 'app' namespace that the start loads: the shell's and home's. */
export const START_APP_SECTIONS = ['home', 'shell'] as const;

/**
 * Sections of the 'app' namespace that only their screens use: they load with the screen
 * (`useAppSection`), not at start, which keeps them out of the first render's JavaScript.
 */
export const LAZY_APP_SECTIONS = [
  'auth',
  'chat',
  'frame',
  'games',
  'help',
  'howToPlay',
  'invite',
  'messages',
  'promotions',
  'reports',
  'results',
  'support',
  'testPages',
] as const;
export type LazyAppSection = (typeof LAZY_APP_SECTIONS)[number];

const LAZY_SECTIONS = import.meta.glob<Record<string, unknown>>('./app-strings/*/lazy.ts', {
  import: 'default',
});

/** Whether the instance has a lazy section of the language. */
export function hasAppSection(i18n: I18n, language: string, section: LazyAppSection): boolean {
  return i18n.getResource(language, APP_NAMESPACE, section) !== undefined;
}

/** Adds a lazy section (with the other lazy ones) of the 'app' strings of a language (and of the fallback) to the instance. */
export async function loadAppSection(
  i18n: I18n,
  language: string,
  section: LazyAppSection,
): Promise<void> {
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
  await Promise.all(
    languages.map(async (lng) => {
      if (hasAppSection(i18n, lng, section)) return;
      const load = LAZY_SECTIONS[`./app-strings/${lng}/lazy.ts`];
      if (load === undefined) throw new AppStringsMissingError(`No ${section} strings for ${lng}`);
      // All lazy sections of the language come together (one small chunk).
      i18n.addResourceBundle(lng, APP_NAMESPACE, await load(), true, true);
    }),
  );
}

/** The loads under way, per instance and `language:section`, so that a suspended render finds its own. */
const sectionLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Waits (suspends) until a lazy section of the app's strings ('auth', 'games', ...) is in
 * for the current language: the screens that use it call this, the first render does not load it.
 * Once a load has started here, every later render calls `use` with it (settled by then): React
 * requires a component that suspended on `use` to call it again when it resumes, and an
 * unconditional call keeps the hook's order the same in every render.
 */
export function useAppSection(section: LazyAppSection): void {
  const i18n = useI18n();
  const language = i18n.language;
  const loads = sectionLoads.get(i18n) ?? new Map<string, Promise<void>>();
  sectionLoads.set(i18n, loads);
  const key = `${language}:${section}`;
  let load = loads.get(key);
  if (load === undefined) {
    // In from the start (a test's bundled strings): nothing to wait for, in this render or later.
    if (hasAppSection(i18n, language, section)) return;
    load = loadAppSection(i18n, language, section);
    loads.set(key, load);
    // A failed load is tried again by the next render (the route's error boundary shows it).
    load.catch(() => loads.delete(key));
  }
  use(load);
}
