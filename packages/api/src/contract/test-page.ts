// The test page the app's three test routes embed (spec section 2: "Three test routes embed an
// external test page for bets, wallet and my bets with a token"): outside the JSON contract, but
// both sides must agree on its pages and the reference server's path. Its query is
// ?page=<name>&token=<the member's token>.

/** The pages, one per test route (/test/bets, /test/wallet, /test/my-bets). */
export const TEST_PAGE_NAMES = ['bets', 'wallet', 'my-bets'] as const;
export type TestPageName = (typeof TEST_PAGE_NAMES)[number];

/** Where the reference server serves it; a brand may point elsewhere (VITE_TEST_PAGE_URL). */
export const TEST_PAGE_PATH = '/dev/test-page';

export function isTestPageName(value: string | undefined): value is TestPageName {
  return (TEST_PAGE_NAMES as readonly (string | undefined)[]).includes(value);
}
