import { describe, expect, it } from 'vitest';
import { parseTestPage, testPageUrl } from './test-pages';

describe('test pages', () => {
  it('knows exactly bets, wallet and my-bets', () => {
    expect(parseTestPage('wallet')).toBe('wallet');
    expect(parseTestPage('my-bets')).toBe('my-bets');
    expect(parseTestPage('admin')).toBeUndefined();
    expect(parseTestPage(undefined)).toBeUndefined();
  });

  it("puts the page and the token in the address, by default the API's /dev/test-page", () => {
    expect(testPageUrl({ apiBaseUrl: '' }, 'bets', 'a b&c')).toBe(
      '/dev/test-page?page=bets&token=a+b%26c',
    );
    expect(testPageUrl({ apiBaseUrl: 'https://api.example' }, 'wallet', 't')).toBe(
      'https://api.example/dev/test-page?page=wallet&token=t',
    );
    expect(testPageUrl({ testPageUrl: 'https://qa.example/p?env=1' }, 'my-bets', 't')).toBe(
      'https://qa.example/p?env=1&page=my-bets&token=t',
    );
  });
});
