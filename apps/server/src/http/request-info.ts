// Facts about the caller that handlers need: address (login throttling) and language.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { BrandFacts } from '@bet/domain/brands';
import { acceptedLanguages, FALLBACK_LANGUAGE, type LanguageCode } from '@bet/domain/languages';
import type { Context } from 'hono';

/** The socket's peer address; proxies are not trusted, so a forged X-Forwarded-For changes nothing. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
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
