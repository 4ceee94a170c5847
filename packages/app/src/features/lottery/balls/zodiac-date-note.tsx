// "Zodiac of 17 Feb 2026, year of the Horse": the date whose table gives each ball its animal
// (rules.md: the table changes on lunar new year's day, so the member sees which one applies).
import { isLanguageCode } from '@bet/domain/languages';
import { formatDateWith, loadDateLocale } from '@bet/i18n';
import { useText } from '@bet/ui/text';
import { Suspense, use } from 'react';
import { useLanguage, useNamespaces } from '../../../lib/i18n/text';
import type { DrawZodiac } from './draw-zodiac';

/** The calendar day as a local date, so formatting shows that day in every timezone. */
function localDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function Note({ zodiac, dateText }: { zodiac: DrawZodiac; dateText: string }) {
  const t = useText();
  return (
    <p data-zodiac-day={zodiac.day}>
      {t('lottery:board.zodiacOf', {
        date: dateText,
        animal: t(`common:zodiac.${zodiac.year}`),
      })}
    </p>
  );
}

function Localized({ zodiac, language }: { zodiac: DrawZodiac; language: string }) {
  const locale = use(loadDateLocale(isLanguageCode(language) ? language : 'en'));
  return <Note zodiac={zodiac} dateText={formatDateWith(localDay(zodiac.day), 'PP', locale)} />;
}

export function ZodiacDateNote({ zodiac }: { zodiac: DrawZodiac }) {
  useNamespaces('lottery');
  const language = useLanguage();
  return (
    <Suspense fallback={<Note zodiac={zodiac} dateText={zodiac.day} />}>
      <Localized zodiac={zodiac} language={language} />
    </Suspense>
  );
}
