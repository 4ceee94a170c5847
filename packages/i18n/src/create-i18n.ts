// The i18next factory the app calls (issue 6). Each call returns a new, configured instance (never
// the global singleton): the brand's languages, fallback 'pt' (spec section 9), namespaces with
// 'common' by default, detection (detect.ts) and either the bundled resources or the HTTP loader.
import {
  createInstance,
  type i18n as I18n,
  type InitOptions,
  type Module,
  type Newable,
  type Resource,
} from 'i18next';
import {
  browserStorage,
  createLanguageDetector,
  defaultLanguageOf,
  detectLanguage,
  navigatorLanguages,
  rememberLanguage,
  type DetectionOptions,
  type LanguageStorage,
} from './detect';
import { createHttpBackend, type HttpLoaderOptions } from './http-loader';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/languages';
import { DEFAULT_NAMESPACE, NAMESPACES, isNamespace, type Namespace } from './namespaces';
import './typed-keys';

export type I18nBackend =
  /** Strings already in memory: `resources` of '@bet/i18n/resources' (Storybook, tests). */
  | { readonly kind: 'resources'; readonly resources: Resource }
  /** Namespaces fetched on demand from `${basePath}/${lng}/${ns}.json`. */
  | ({ readonly kind: 'http' } & HttpLoaderOptions);

export type CreateI18nOptions = {
  /** The languages this brand offers (a brand setting). */
  readonly supported: readonly LanguageCode[];
  /** Used when neither the stored setting nor the browser gives a supported language. */
  readonly defaultLanguage?: LanguageCode;
  /** Where the strings come from. Kept explicit so an app on HTTP never bundles every language. */
  readonly backend: I18nBackend;
  /** Namespaces to load at start; the default namespace 'common' is always among them. */
  readonly namespaces?: readonly Namespace[];
  /** Defaults to localStorage where available; null keeps nothing. */
  readonly storage?: LanguageStorage | null;
  /** Defaults to navigator.languages. */
  readonly browserLanguages?: () => readonly string[];
  /** Forces a language and skips detection (tests, server rendering). */
  readonly language?: LanguageCode;
  /** Extra i18next plugins, each given the instance before it starts. */
  readonly plugins?: readonly (Module | Newable<Module>)[];
  /**
   * Leaves the fallback language's strings out of the start: the instance falls back to them
   * only once `loadFallbackLanguage` has loaded them (an app calls it after its first render;
   * every language has every key, so the first screen does not need them). False by default.
   */
  readonly deferFallback?: boolean;
};

export type I18nConfigErrorCode =
  'noLanguages' | 'unknownLanguage' | 'unsupportedDefault' | 'unknownNamespace';

export class I18nConfigError extends Error {
  override readonly name = 'I18nConfigError';
  constructor(
    readonly code: I18nConfigErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A new i18next instance, initialised. With bundled resources it is ready on return; with the HTTP
 * backend, wait for `whenReady(i18n)` before the first render.
 */
export function createI18n(options: CreateI18nOptions): I18n {
  validate(options);
  const detection = detectionOf(options);
  const instance = createInstance();
  if (options.language === undefined) instance.use(createLanguageDetector(detection));
  const { backend } = options;
  if (backend.kind === 'http') instance.use(createHttpBackend(backend));
  for (const plugin of options.plugins ?? []) instance.use(plugin);

  void instance.init(initOptions(options, backend, instance), () => {
    // Registered after the first detection, so only a change of language is remembered.
    instance.on('languageChanged', (lng: string) => rememberLanguage(detection, lng));
  });
  return instance;
}

function detectionOf(options: CreateI18nOptions): DetectionOptions {
  return {
    supported: options.supported,
    defaultLanguage: defaultLanguageOf(options),
    storage: options.storage === undefined ? browserStorage() : options.storage,
    browserLanguages: options.browserLanguages ?? navigatorLanguages,
  };
}

/**
 * The language createI18n(options) starts in, known before its strings load: an app can fetch its
 * own strings for it in parallel with the instance's.
 */
export function initialLanguage(options: CreateI18nOptions): LanguageCode {
  return options.language ?? detectLanguage(detectionOf(options));
}

/** Resolves once the instance has its language and start namespaces (or has failed to load them). */
export function whenReady(instance: I18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => instance.on('initialized', () => resolve()));
}

/** Instances created with deferFallback whose fallback language has loaded. */
const fallbackLoaded = new WeakSet<I18n>();

/**
 * Loads the fallback language's strings (the namespaces loaded so far) into an instance created
 * with `deferFallback`, then lets it fall back to them; later namespaces load in both languages.
 */
export async function loadFallbackLanguage(instance: I18n): Promise<void> {
  if (fallbackLoaded.has(instance)) return;
  await instance.loadLanguages(FALLBACK_LANGUAGE);
  fallbackLoaded.add(instance);
}

function initOptions(
  options: CreateI18nOptions,
  backend: I18nBackend,
  instance: I18n,
): InitOptions {
  const namespaces = [...new Set<Namespace>([DEFAULT_NAMESPACE, ...(options.namespaces ?? [])])];
  return {
    ...(options.language === undefined ? {} : { lng: options.language }),
    // The fallback is loadable too, even where a brand does not offer it.
    supportedLngs: [...new Set([...options.supported, FALLBACK_LANGUAGE])],
    // i18next asks for the fallback each time it loads or looks up: a deferred one joins once in.
    fallbackLng:
      options.deferFallback === true
        ? () => (fallbackLoaded.has(instance) ? [FALLBACK_LANGUAGE] : [])
        : FALLBACK_LANGUAGE,
    load: 'languageOnly',
    ns: backend.kind === 'resources' ? [...NAMESPACES] : namespaces,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // In-memory strings need no waiting: the instance is ready when createI18n returns. i18next
    // writes into the store it is given, so each instance gets its own copy.
    ...(backend.kind === 'resources'
      ? { resources: structuredClone(backend.resources), initAsync: false }
      : {}),
    // The loader retries itself (http-loader.ts); i18next must not multiply the attempts.
    maxRetries: 0,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

function validate(options: CreateI18nOptions): void {
  if (options.supported.length === 0)
    throw new I18nConfigError('noLanguages', 'A brand must offer at least one language');
  for (const code of [...options.supported, options.defaultLanguage, options.language]) {
    if (code !== undefined && !isLanguageCode(code)) {
      throw new I18nConfigError('unknownLanguage', `Unknown language code: ${String(code)}`);
    }
  }
  if (
    options.defaultLanguage !== undefined &&
    !options.supported.includes(options.defaultLanguage)
  ) {
    throw new I18nConfigError(
      'unsupportedDefault',
      `Default language ${options.defaultLanguage} is not offered`,
    );
  }
  for (const ns of options.namespaces ?? []) {
    if (!isNamespace(ns))
      throw new I18nConfigError('unknownNamespace', `Unknown namespace: ${String(ns)}`);
  }
}
