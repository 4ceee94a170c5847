// The reader's language as a LanguageCode, for @bet/i18n's number and money formats.
import { isLanguageCode, type LanguageCode } from '@bet/domain/languages';
import { useLanguage } from '../../lib/i18n/text';

export function useSafetyLanguage(): LanguageCode {
  const language = useLanguage();
  return isLanguageCode(language) ? language : 'en';
}
