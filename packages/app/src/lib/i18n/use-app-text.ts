// Typed access to the 'app' namespace. i18next's own key types cover the shared namespaces of
// @bet/i18n only (that package owns CustomTypeOptions), so this hook types the app's keys itself.
import type { KeyPaths } from '@bet/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAMESPACE, type AppStrings } from './app-i18n';

export type AppTextKey = KeyPaths<AppStrings>;
export type AppText = (
  key: AppTextKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useAppText(): AppText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (key, values) =>
      (i18n.t as unknown as LooseT)(key, { ...values, ns: APP_NAMESPACE, lng: language }),
    [i18n, language],
  );
}
