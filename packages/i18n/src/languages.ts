// The eleven languages of the product (spec section 9, "Languages"; issue 6). Portuguese
// (Brazilian), code 'pt', is the fallback. Which of them a site offers is a brand setting.

export const LANGUAGE_CODES = [
  'pt',
  'en',
  'zh',
  'id',
  'ja',
  'ko',
  'es',
  'tr',
  'hi',
  'ru',
  'bn',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export type LanguageInfo = {
  readonly code: LanguageCode;
  /** The name in the language itself, as shown in the language picker. */
  readonly nativeName: string;
  readonly englishName: string;
  /** Folder under `date-fns/locale/` that holds the date-fns locale of this language. */
  readonly dateFnsLocale: string;
  /** BCP 47 tag given to Intl (numbers, money). */
  readonly intlLocale: string;
  /** Every language of the product is written left to right; the field keeps RTL possible. */
  readonly dir: 'ltr' | 'rtl';
};

export const FALLBACK_LANGUAGE: LanguageCode = 'pt';

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  pt: info('pt', 'Português (Brasil)', 'Portuguese (Brazil)', 'pt-BR', 'pt-BR'),
  en: info('en', 'English', 'English', 'en-US', 'en-US'),
  zh: info('zh', '简体中文', 'Chinese (Simplified)', 'zh-CN', 'zh-CN'),
  id: info('id', 'Bahasa Indonesia', 'Indonesian', 'id', 'id-ID'),
  ja: info('ja', '日本語', 'Japanese', 'ja', 'ja-JP'),
  ko: info('ko', '한국어', 'Korean', 'ko', 'ko-KR'),
  es: info('es', 'Español', 'Spanish', 'es', 'es-ES'),
  tr: info('tr', 'Türkçe', 'Turkish', 'tr', 'tr-TR'),
  hi: info('hi', 'हिन्दी', 'Hindi', 'hi', 'hi-IN'),
  ru: info('ru', 'Русский', 'Russian', 'ru', 'ru-RU'),
  bn: info('bn', 'বাংলা', 'Bengali', 'bn', 'bn-BD'),
};

function info(
  code: LanguageCode,
  nativeName: string,
  englishName: string,
  dateFnsLocale: string,
  intlLocale: string,
): LanguageInfo {
  return { code, nativeName, englishName, dateFnsLocale, intlLocale, dir: 'ltr' };
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The product language for a BCP 47 tag: 'pt-BR' -> 'pt', 'zh-TW' -> 'zh', 'EN_us' -> 'en'.
 * Undefined when the primary subtag is not one of the eleven languages.
 */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : undefined;
}
