// Read-mostly content rows (content_items): one kind per list, per language where translated.
import { FALLBACK_LANGUAGE } from '@bet/domain/languages';
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
 * Items of a kind, parsed with `schema` (a row that no longer parses is skipped, never served).
 * With a language: that language's rows, or the fallback language's when it has none.
 */
export async function contentOf<S extends z.ZodType>(
  db: Db,
  kind: ContentKind,
  schema: S,
  language?: string,
): Promise<ContentRow<z.output<S>>[]> {
  const rows = await contentRows(db, kind, language);
  const fallback = rows.length === 0 && language !== undefined && language !== FALLBACK_LANGUAGE;
  return (fallback ? await contentRows(db, kind, FALLBACK_LANGUAGE) : rows).flatMap((row) => {
    const parsed = schema.safeParse(row.data);
    return parsed.success
      ? [{ id: Number(row.id), language: row.language, data: parsed.data }]
      : [];
  });
}

async function contentRows(db: Db, kind: ContentKind, language?: string) {
  let query = db
    .selectFrom('content_items')
    .select(['id', 'language', 'data'])
    .where('kind', '=', kind);
  if (language !== undefined) query = query.where('language', '=', language);
  return query.orderBy('sort').orderBy('id').execute();
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
