// Secrets that travel in URLs (issue 17): a payment page's token and a game session's token are
// path segments (/pay/<token>, /play/<token>/state). What the log writes of them is a short
// prefix, enough to tell two requests apart, never enough to use. (The wallet socket's and the
// chat page's ?token= are in the query, which the log never writes.)

/** The first 4 characters and an ellipsis. */
export function shortSecret(secret: string): string {
  return `${secret.slice(0, 4)}…`;
}

/** The path with the segment after a secret-bearing prefix shortened: `/pay/AbCd…/complete`. */
export function redactPath(path: string, secretPrefixes: readonly string[]): string {
  const [, first = '', second, ...rest] = path.split('/');
  if (second === undefined || second === '' || !secretPrefixes.includes(`/${first}`)) return path;
  return ['', first, shortSecret(second), ...rest].join('/');
}
