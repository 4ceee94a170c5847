// The eleven languages of the product, in the order the product lists them. Portuguese (Brazil),
// code 'pt', is the fallback: a string or a piece of content missing in a language is shown in
// Portuguese. Which languages a site offers is a brand setting; this list is every one there is.
// @bet/i18n, the app and the server all read it from here.

export type LanguageDirection = 'ltr' | 'rtl';

export const LANGUAGE_CODES = [
  'pt',
  'zh',
  'id',
  'ja',
  'ko',
  'es',
  'tr',
  'hi',
  'en',
  'ru',
  'bn',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface LanguageInfo {
  readonly code: LanguageCode;
  /** The name in the language itself, as the language picker shows it. */
  readonly nativeName: string;
  readonly englishName: string;
  /** BCP 47 tag given to Intl (numbers, money, dates). */
  readonly intlLocale: string;
  /** Every language of the product is written left to right; the field keeps RTL possible. */
  readonly dir: LanguageDirection;
  /** Whether the bettor may pick it when a brand offers no choice of its own (only the fallback). */
  readonly selectable: boolean;
}

export const FALLBACK_LANGUAGE = 'pt' satisfies LanguageCode;

const FACTS: Readonly<
  Record<LanguageCode, readonly [native: string, english: string, intl: string]>
> = {
  pt: ['Português (Brasil)', 'Portuguese (Brazil)', 'pt-BR'],
  zh: ['简体中文', 'Chinese (Simplified)', 'zh-CN'],
  id: ['Bahasa Indonesia', 'Indonesian', 'id-ID'],
  ja: ['日本語', 'Japanese', 'ja-JP'],
  ko: ['한국어', 'Korean', 'ko-KR'],
  es: ['Español', 'Spanish', 'es-ES'],
  tr: ['Türkçe', 'Turkish', 'tr-TR'],
  hi: ['हिन्दी', 'Hindi', 'hi-IN'],
  en: ['English', 'English', 'en-US'],
  ru: ['Русский', 'Russian', 'ru-RU'],
  bn: ['বাংলা', 'Bengali', 'bn-BD'],
};

/** Every language, in the order of LANGUAGE_CODES. */
export const LANGUAGES: readonly LanguageInfo[] =
  // Pure: a bundle that does not use the list (the starter, issue 18) leaves it out.
  /* @__PURE__ */ LANGUAGE_CODES.map((code) => {
    const [nativeName, englishName, intlLocale] = FACTS[code];
    return {
      code,
      nativeName,
      englishName,
      intlLocale,
      dir: 'ltr',
      selectable: code === FALLBACK_LANGUAGE,
    };
  });

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The facts of one language. */
export function languageInfo(code: LanguageCode): LanguageInfo {
  const info = LANGUAGES.find((l) => l.code === code);
  if (info === undefined) throw new RangeError(`Unknown language code: ${String(code)}`);
  return info;
}

/**
 * The product language for a BCP 47 tag: 'pt-BR' -> 'pt', 'zh-TW' -> 'zh', 'EN_us' -> 'en'.
 * Undefined when the primary subtag is not one of the eleven languages.
 */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(primary) ? primary : undefined;
}

/**
 * The product languages an Accept-Language header asks for, most wanted first (by q, then by
 * order), without repeats; tags of other languages and `q=0` are left out.
 */
export function acceptedLanguages(header: string | undefined): LanguageCode[] {
  const wanted = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { code: languageFromTag(tag), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.code !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return [...new Set(wanted.map((entry) => entry.code as LanguageCode))];
}

/**
 * Where content is looked up, in order: the languages asked for, then the fallback. Content
 * missing in one is taken from the next.
 */
export function contentLanguages(header: string | undefined): LanguageCode[] {
  return [...new Set<LanguageCode>([...acceptedLanguages(header), FALLBACK_LANGUAGE])];
}

/**
 * The Accept-Language a site sends: the reader's language first, then the brand's default, so
 * content missing in the first comes in the second ("zh, en;q=0.9").
 */
export function acceptLanguageHeader(language: string, brandDefault: LanguageCode): string {
  return language === brandDefault ? language : `${language}, ${brandDefault};q=0.9`;
}
