/**
 * Request headers of the contract (design.md, "Contract decisions"; spec section 6: "Requests carry
 * the token and a user id header when present"). Both the client and the server import these
 * names, so a rename happens in one place.
 */
export const HEADER = {
  authorization: 'Authorization',
  uid: 'uid',
  /** The standard header, CORS-safelisted (no preflight) and understood by every proxy. */
  language: 'Accept-Language',
  platform: 'platform',
  idempotencyKey: 'Idempotency-Key',
  /** Non-login chat token (spec section 7, "Chat"). */
  chatSecret: 'secret',
  chatTime: 'time',
  /**
   * The brand the request comes from (issue 17): a brand app sets it once, on every call. Absent
   * means the server's default brand; an unknown id is a 400. Not CORS-safelisted, so a browser
   * on another origin asks first; the server answers that preflight with a long Max-Age.
   */
  brand: 'brand',
} as const;

/** Value of the `platform` header on the calls the spec marks "platform header 1" (web). */
export const PLATFORM_WEB = '1';

const BEARER = 'Bearer ';

/** `Authorization` value for a session or refresh token. */
export function bearer(token: string): string {
  return `${BEARER}${token}`;
}

/** The token of an `Authorization` header; a bare token (no scheme) is accepted too. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  if (header === null || header === undefined) return null;
  const value = header.startsWith(BEARER) ? header.slice(BEARER.length) : header;
  const token = value.trim();
  return token === '' ? null : token;
}
