// What the coverage test lets stay as in English (issue 6: "no English left in other languages").
// Test support only: tsup leaves test-*.ts files out of the build.
import type { LanguageCode } from '@bet/domain/languages';

/**
 * Names and codes written the same way in every language: brand and product names, currency and
 * document codes, file formats, and the lottery's own name.
 */
export const UNTRANSLATED_TOKENS: readonly string[] = [
  'PG Games',
  'TaDa Games',
  'Winfinity',
  'Noah',
  'WhatsApp',
  'Telegram',
  'Messenger',
  'Mark Six',
  'Hong Kong',
  'USDT',
  'VIP',
  'CPF',
  'PK10',
  'BD',
  // The Chinese single-match football pool (北京单场), known by its Chinese name.
  'Beidan',
  'QR',
  'PNG',
  'ID',
];

/**
 * Keys whose translation is spelled exactly as the English word, because the language uses that
 * same word (checked one by one, per language).
 */
export const SAME_AS_ENGLISH: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  // Brazilian betting sites say "odds"; "menu", "slide" and "bronze" are Portuguese words too.
  pt: [
    'betting:odds',
    'ui:menu',
    'ui:slide',
    'common:vip.bronze',
    'wallet:accountsSummaryView.total',
  ],
  es: ['wallet:accountsSummaryView.total'],
  id: ['wallet:accountsSummaryView.total'],
};

/** Languages not written in the Latin script: no Latin word may appear except the tokens above. */
export const NON_LATIN_LANGUAGES: readonly LanguageCode[] = ['zh', 'ja', 'ko', 'hi', 'ru', 'bn'];
