// A server date as text in the member's language and format (date-fns locale of @bet/i18n), for
// sentences such as "pending until {{date}}". Suspends until the locale is in.
import { formatDateWith, loadDateLocale } from '@bet/i18n';
import { use } from 'react';
import { useSafetyLanguage } from './use-safety-language';

export function useDateText(): (iso: string) => string {
  const locale = use(loadDateLocale(useSafetyLanguage()));
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatDateWith(date, 'PPp', locale);
  };
}
