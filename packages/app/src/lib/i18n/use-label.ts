// A translate function for keys held as data (TranslationKey values in brand files and nav
// tables). i18next's typed t() checks literal keys; data-driven keys go through here.
import type { TranslationKey } from '@bet/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Label = (
  key: TranslationKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useLabel(): Label {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (key, values) => (i18n.t as unknown as LooseT)(key, { ...values, lng: language }),
    [i18n, language],
  );
}
