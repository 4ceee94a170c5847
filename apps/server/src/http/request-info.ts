// Facts about the caller that handlers need: address (login throttling) and language.
import { getConnInfo } from '@hono/node-server/conninfo';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '@bet/domain/languages';
import type { Context } from 'hono';

const CODES = new Set<string>(LANGUAGES.map((language) => language.code));

/** The socket's peer address; proxies are not trusted, so a forged X-Forwarded-For changes nothing. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** First supported primary subtag of Accept-Language ("pt-BR,en;q=0.8" -> pt); else pt (spec 9). */
export function requestLanguage(header: string | undefined): LanguageCode {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
    if (CODES.has(primary)) return primary as LanguageCode;
  }
  return FALLBACK_LANGUAGE;
}
