// A date in the reader's language through date-fns (its locale loaded on first use, once per
// language, by @bet/i18n). Until the locale arrives the ISO date stands in.
import { isLanguageCode } from '@bet/domain/languages';
import { formatDateWith, loadDateLocale } from '@bet/i18n';
import { Suspense, use } from 'react';
import { useLanguage } from '../i18n/text';

function Formatted({ date, pattern, language }: { date: Date; pattern: string; language: string }) {
  const locale = use(loadDateLocale(isLanguageCode(language) ? language : 'en'));
  return <>{formatDateWith(date, pattern, locale)}</>;
}

export function FormattedDate({ value, pattern = 'PPp' }: { value: string; pattern?: string }) {
  const language = useLanguage();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={value}>
      <Suspense fallback={value.slice(0, 10)}>
        <Formatted date={date} pattern={pattern} language={language} />
      </Suspense>
    </time>
  );
}
