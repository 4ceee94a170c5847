// The headers of the HTML pages the server serves (issue 17, "Pages the server serves"): the
// payment page, the chat widget and the demo game page. Each answer gets a fresh nonce; its inline
// script and style carry it, and the Content-Security-Policy runs nothing else. Who may frame the
// page is explicit: nobody for the payment page, the brand sites (BRAND_ORIGINS) for the pages the
// brands embed. The token in these pages' URLs is never sent on as a referrer.
import { randomBytes } from 'node:crypto';

export interface PagePolicy {
  /** Origins that may frame the page ('self' is always added); `'none'`: no one may. */
  readonly frameAncestors: readonly string[] | 'none';
  /** The page's script calls its own origin (fetch). */
  readonly connectSelf: boolean;
  /** The page's forms post to its own origin. */
  readonly formsToSelf: boolean;
}

/** A fresh nonce for one answer: 128 random bits, base64. */
export function pageNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, policy: PagePolicy): string {
  const ancestors =
    policy.frameAncestors === 'none' ? "'none'" : ["'self'", ...policy.frameAncestors].join(' ');
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${policy.connectSelf ? "'self'" : "'none'"}`,
    `form-action ${policy.formsToSelf ? "'self'" : "'none'"}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ].join('; ');
}

/** The answer headers of a page: its policy, nosniff, no referrer, never cached. */
export function pageHeaders(nonce: string, policy: PagePolicy): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    // Browsers without frame-ancestors: the one value X-Frame-Options can say for a list is none.
    ...(policy.frameAncestors === 'none' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
