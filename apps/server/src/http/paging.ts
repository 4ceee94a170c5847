// The start/limit paging every list call shares (spec section 7: `start`, `limit`), and the one
// way a list call reads its page and its total.
import { sql, type SelectQueryBuilder } from 'kysely';

export const DEFAULT_PAGE_SIZE = 20;

/** The rows a page holds: `offset` rows skipped, at most `limit`. */
export interface PageRange {
  readonly offset: number;
  readonly limit: number;
}

/** The rows a list call asks for: `start` rows skipped, at most `limit` (20 by default). */
export function page(query: { start?: number | undefined; limit?: number | undefined }): PageRange {
  return { offset: query.start ?? 0, limit: query.limit ?? DEFAULT_PAGE_SIZE };
}

/**
 * One page of the rows `base` filters, selected and ordered by `select`, and how many rows `base`
 * filters in all (the list calls' `total`).
 */
export async function pageWithTotal<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  range: PageRange,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{
  rows: Awaited<ReturnType<SelectQueryBuilder<DB, TB, Row>['execute']>>;
  total: number;
}> {
  const rows = await select(base).offset(range.offset).limit(range.limit).execute();
  // Kysely cannot name the row of a select over a generic table: the count is read by its alias.
  const count = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: 'n' in count ? Number(count.n) : 0 };
}
