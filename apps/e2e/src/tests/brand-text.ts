// The words a member sees, in a brand's language, so that journeys find controls by role and
// visible text as a person would, in every brand: the strings come from @bet/i18n's locale files
// (packages/i18n/locales/<language>/<namespace>.json), in the brand's default language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandDefaultLanguage, ROOT } from '../brands.ts';

const LOCALES = path.join(ROOT, 'packages/i18n/locales');
const cache = new Map<string, Record<string, unknown>>();

function namespace(language: string, name: string): Record<string, unknown> {
  const file = path.join(LOCALES, language, `${name}.json`);
  let strings = cache.get(file);
  if (strings === undefined) {
    strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, strings);
  }
  return strings;
}

/** `text('pt', 'wallet:deposit')` is 'Depositar'; `{{name}}` placeholders take `values`. */
export function text(
  language: string,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const [name, dotted] = key.split(':') as [string, string | undefined];
  if (dotted === undefined) throw new Error(`text key without a namespace: ${key}`);
  let value: unknown = namespace(language, name);
  for (const part of dotted.split('.'))
    value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, field: string) => String(values[field] ?? ''));
}

/** A brand's text function: `const t = brandText('riobet'); t('wallet:deposit')`. */
export function brandText(brandId: string) {
  const language = brandDefaultLanguage(brandId);
  return (key: string, values?: Readonly<Record<string, string | number>>) =>
    text(language, key, values);
}
