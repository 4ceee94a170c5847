// JSON for the database's jsonb parameters: BIGINT money travels as decimal strings (a JSON number
// would lose precision above 2^53), which Postgres reads back into BIGINT columns exactly.
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'bigint' ? inner.toString() : inner,
  );
}
