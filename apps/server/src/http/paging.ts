// The start/limit paging every list call shares (spec section 7: `start`, `limit`).

export const DEFAULT_PAGE_SIZE = 20;

/** The rows a list call asks for: `start` rows skipped, at most `limit` (20 by default). */
export function page(query: { start?: number | undefined; limit?: number | undefined }) {
  return { offset: query.start ?? 0, limit: query.limit ?? DEFAULT_PAGE_SIZE };
}
