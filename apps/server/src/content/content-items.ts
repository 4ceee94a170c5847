// Read-mostly content rows (content_items): one kind per list, per language where translated.
import type { BrandId } from '@bet/domain/brands';
import { isLanguageCode } from '@bet/domain/languages';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';

export const CONTENT_KINDS = [
  'announcement',
  'banner',
  'slide',
  'promotion',
  'footer',
  'copyright',
  'live_game',
  'customer_service',
  'customer_manager',
  'check_in_reward',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentRow<T> {
  id: number;
  language: string | null;
  data: T;
}

/**
 * Items of a kind on one brand (each brand has its own content, issue 17), parsed with `schema` (a row that no longer parses is skipped, never served).
 * Without languages: every row. With the languages of the request (most wanted first, ending
 * with the fallback): the rows of the first language that has any, else the rows of no language;
 * a text kept in every language (`{ pt: '...', en: '...', ... }`) is given in the first of the
 * request's languages it has.
 */
export async function contentOf<S extends z.ZodType>(
  db: Db,
  brand: BrandId,
  kind: ContentKind,
  schema: S,
  languages?: readonly string[],
): Promise<ContentRow<z.output<S>>[]> {
  const rows = await contentRows(db, brand, kind);
  const chosen =
    languages === undefined
      ? rows
      : (languages
          .map((language) => rows.filter((row) => row.language === language))
          .find((found) => found.length > 0) ?? rows.filter((row) => row.language === null));
  return chosen.flatMap((row) => {
    const data = languages === undefined ? row.data : localized(row.data, languages);
    const parsed = schema.safeParse(data);
    return parsed.success
      ? [{ id: Number(row.id), language: row.language, data: parsed.data }]
      : [];
  });
}

/** A value with every text kept in several languages replaced by the text of the best one. */
export function localized(value: unknown, languages: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => localized(item, languages));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (
    entries.length > 0 &&
    entries.every(([key, text]) => isLanguageCode(key) && typeof text === 'string')
  ) {
    const texts = new Map(entries);
    return (
      languages.map((language) => texts.get(language)).find((text) => text !== undefined) ??
      entries[0]?.[1]
    );
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, localized(item, languages)]));
}

async function contentRows(db: Db, brand: BrandId, kind: ContentKind) {
  return db
    .selectFrom('content_items')
    .select(['id', 'language', 'data'])
    .where('brand', '=', brand)
    .where('kind', '=', kind)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Rows read from the database that still match the contract; a row that does not is skipped. */
export function keepValid<S extends z.ZodType>(
  schema: S,
  values: readonly unknown[],
): z.output<S>[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}
