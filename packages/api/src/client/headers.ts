import type { EndpointDescriptor } from '../contract/endpoint';
import { bearer, HEADER, PLATFORM_WEB } from '../contract/headers';
import type { TokenStore } from './token-store';

export interface CallHeaders {
  readonly headers: Record<string, string>;
  /** The session token sent, to tell a stale 401 from a dead session. */
  readonly token: string | null;
}

const present = (value: string | null) => value !== null && value !== '';

/**
 * Headers of one attempt sequence (design.md, "Contract decisions"): the language, the brand (set
 * once in the client's options), the session
 * token and uid when present (never on `none` calls), the refresh token on the refresh call,
 * `platform: 1` where the spec says, and the call's Idempotency-Key.
 */
export async function callHeaders(
  endpoint: EndpointDescriptor,
  tokens: TokenStore,
  language: string,
  idempotencyKey: string | undefined,
  brand?: string,
): Promise<CallHeaders> {
  const headers: Record<string, string> = { [HEADER.language]: language };
  if (brand !== undefined && brand !== '') headers[HEADER.brand] = brand;
  let token: string | null = null;
  if (endpoint.auth === 'refresh') {
    const refreshToken = await tokens.getRefreshToken();
    if (refreshToken !== null && present(refreshToken))
      headers[HEADER.authorization] = bearer(refreshToken);
  } else if (endpoint.auth !== 'none') {
    const [stored, uid] = await Promise.all([tokens.getToken(), tokens.getUid()]);
    if (stored !== null && present(stored)) {
      token = stored;
      headers[HEADER.authorization] = bearer(stored);
    }
    if (uid !== null && present(uid)) headers[HEADER.uid] = uid;
  }
  if (endpoint.platformHeader) headers[HEADER.platform] = PLATFORM_WEB;
  if (idempotencyKey !== undefined) headers[HEADER.idempotencyKey] = idempotencyKey;
  return { headers, token };
}
