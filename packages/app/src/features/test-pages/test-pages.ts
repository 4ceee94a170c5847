// The three test routes of spec section 2: "Three test routes embed an external test page for
// bets, wallet and my bets with a token; the address of that page is not shown". The address is a
// brand setting (VITE_TEST_PAGE_URL); by default the API's own /dev/test-page, which the
// reference server serves.
import { isTestPageName, TEST_PAGE_PATH, type TestPageName } from '@bet/api/contract/test-page';

export function parseTestPage(value: string | undefined): TestPageName | undefined {
  return isTestPageName(value) ? value : undefined;
}

/** The embedded page's URL: the page's name and the member's token in its query. */
export function testPageUrl(
  base: { readonly apiBaseUrl?: string | undefined; readonly testPageUrl?: string | undefined },
  page: TestPageName,
  token: string,
): string {
  const address = base.testPageUrl ?? `${base.apiBaseUrl ?? ''}${TEST_PAGE_PATH}`;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${new URLSearchParams({ page, token }).toString()}`;
}
