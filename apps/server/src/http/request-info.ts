// Facts about the caller that handlers need: address (login throttling) and language.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { BrandFacts } from '@bet/domain/brands';
import { acceptedLanguages, FALLBACK_LANGUAGE, type LanguageCode } from '@bet/domain/languages';
import type { Context } from 'hono';
import { forwardedClient } from './client-address.ts';

/**
 * The client's address: the socket's peer, or, when the peer is one of the trusted proxies
 * (TRUSTED_PROXIES), the client it forwards for (client-address.ts). With none trusted, a forged
 * X-Forwarded-For changes nothing.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (peer === undefined) return 'unknown';
  return forwardedClient(peer, c.req.header('X-Forwarded-For'), trustedProxies);
}

/**
 * The languages of the request, most wanted first (Accept-Language: "zh, en;q=0.9" -> zh, en),
 * then the brand's default language (its content is written in the brand's languages only), ending
 * with the fallback, pt (spec section 9). The first is the request's language.
 */
export function requestLanguages(
  header: string | undefined,
  brand: Pick<BrandFacts, 'defaultLanguage'>,
): LanguageCode[] {
  return [
    ...new Set<LanguageCode>([
      ...acceptedLanguages(header),
      brand.defaultLanguage,
      FALLBACK_LANGUAGE,
    ]),
  ];
}
