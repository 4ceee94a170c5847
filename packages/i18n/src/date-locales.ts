// date-fns locales, loaded lazily: a bundle carries only the languages a visitor actually uses.
import type { Locale } from 'date-fns';
import type { LanguageCode } from '@bet/domain/languages';

const LOADERS: Readonly<Record<LanguageCode, () => Promise<Locale>>> = {
  pt: () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  en: () => import('date-fns/locale/en-US').then((m) => m.enUS),
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  id: () => import('date-fns/locale/id').then((m) => m.id),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  ko: () => import('date-fns/locale/ko').then((m) => m.ko),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  tr: () => import('date-fns/locale/tr').then((m) => m.tr),
  hi: () => import('date-fns/locale/hi').then((m) => m.hi),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  bn: () => import('date-fns/locale/bn').then((m) => m.bn),
};

const cache = new Map<LanguageCode, Promise<Locale>>();

/**
 * The date-fns locale of a language. The same promise is returned on every call, so React 19's
 * `use()` can suspend on it. A failed load is forgotten, so the next call tries again.
 */
export function loadDateLocale(lng: LanguageCode): Promise<Locale> {
  const cached = cache.get(lng);
  if (cached !== undefined) return cached;
  const loading = LOADERS[lng]().catch((error: unknown) => {
    cache.delete(lng);
    throw error;
  });
  cache.set(lng, loading);
  return loading;
}
