// What the app's first render waits for besides the framework chunk and its entry (issue 18),
// fetched by the starter as soon as the HTML arrives: the app asks for it only once its entry has
// run, one round trip later. Fetched, not run: the app's own import or read takes each over. The
// preset lists the build's file names on the starter's own tag (withStarter), as they are known
// only once the app is bundled.
import { LOCALES_PATH, START_NAMESPACES } from '../../lib/i18n/start-strings';
import type { LanguageCode } from '@bet/domain/languages';
import { addPreload, detectedLanguage, type StarterConfig } from './starter';

/** On home, the first screen's code: the chunks of home's page (homeCode, the preset's). */
export function preloadHomeCode(
  config: Pick<StarterConfig, 'homeCodeAttribute'>,
  script: Element | null,
  pathname: string = window.location.pathname,
): void {
  if (pathname !== '/' || script === null) return;
  for (const href of (script.getAttribute(config.homeCodeAttribute) ?? '').split(' '))
    if (href !== '') addPreload(href, 'modulepreload');
}

/**
 * On every page, the start's strings in the language the app will detect: the shared namespaces
 * (/locales/<language>/<namespace>.json) and the chunk of the app's own strings, which the
 * preset names per language on the tag ("en:/assets/en-1a2b.js pt:...").
 */
export function preloadStartStrings(
  config: Pick<StarterConfig, 'appStringsAttribute' | 'supported' | 'defaultLanguage'>,
  script: Element | null,
  language: LanguageCode = detectedLanguage(config),
): void {
  for (const namespace of START_NAMESPACES)
    addPreload(`${LOCALES_PATH}/${language}/${namespace}.json`, 'fetch');
  for (const entry of (script?.getAttribute(config.appStringsAttribute) ?? '').split(' ')) {
    const [lng, href] = entry.split(':');
    if (lng === language && href !== undefined && href !== '') addPreload(href, 'modulepreload');
  }
}
