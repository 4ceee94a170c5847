// Public API of @bet/i18n. The language list is @bet/domain's (`@bet/domain/languages`).
// Subpaths (`@bet/i18n/format`, ...) work too, so a
// module can import only what it needs. Importing this entry also brings the typed keys. The bundled
// strings of every language are only at `@bet/i18n/resources`, so an app on the HTTP loader never
// ships them by accident.
export { DEFAULT_NAMESPACE, NAMESPACES, isNamespace, type Namespace } from './namespaces';
export type { EnglishResources, LanguageResources } from './resources';
export type { KeyPaths, TranslationKey } from './typed-keys';
export { toI18nKey, type ToI18nKey } from './keys';
export {
  createI18n,
  initialLanguage,
  loadFallbackLanguage,
  whenReady,
  I18nConfigError,
  type CreateI18nOptions,
  type I18nBackend,
  type I18nConfigErrorCode,
} from './create-i18n';
export {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  browserStorage,
  createLanguageDetector,
  detectLanguage,
  navigatorLanguages,
  rememberLanguage,
  storedLanguage,
  type DetectionOptions,
  type LanguageStorage,
} from './detect';
export {
  MAX_PARALLEL_READS,
  MAX_RETRIES,
  RETRY_BASE_DELAY_MS,
  TranslationLoadError,
  createHttpBackend,
  loadNamespace,
  namespaceUrl,
  retryDelay,
  sharedLimiter,
  type FetchLike,
  type HttpBackend,
  type HttpLoaderOptions,
  type TranslationLoadErrorCode,
  type Translations,
} from './http-loader';
export { createLimiter, type Limiter } from './limiter';
export { loadDateLocale } from './date-locales';
export {
  FormatError,
  formatAmount,
  formatDate,
  formatDateWith,
  formatMoney,
  formatNumber,
  intlLocale,
  type FormatErrorCode,
} from './format';
