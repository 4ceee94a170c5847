import { describe, expect, it } from 'vitest';
import { BrandEnvError, readBrandEnv } from './brand-env';

describe('readBrandEnv', () => {
  it('defaults to the page origin', () => {
    expect(readBrandEnv({})).toEqual({ apiBaseUrl: '' });
    expect(readBrandEnv({ VITE_API_BASE_URL: '' })).toEqual({ apiBaseUrl: '' });
  });

  it('accepts an http(s) origin, without a trailing slash', () => {
    expect(readBrandEnv({ VITE_API_BASE_URL: 'https://api.jcbet.example/' })).toEqual({
      apiBaseUrl: 'https://api.jcbet.example',
    });
    expect(readBrandEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:8787' }).apiBaseUrl).toBe(
      'http://127.0.0.1:8787',
    );
  });

  it('refuses anything else with a clear error', () => {
    expect(() => readBrandEnv({ VITE_API_BASE_URL: 'api.example' })).toThrow(BrandEnvError);
    expect(() => readBrandEnv({ VITE_API_BASE_URL: 'ftp://x.example' })).toThrow('must be http(s)');
    expect(() => readBrandEnv({ VITE_API_BASE_URL: 'https://x.example/?a=1' })).toThrow('query');
    expect(() => readBrandEnv({ VITE_API_BASE_URL: 42 })).toThrow('must be a string');
  });

  it('reads the optional test page address, which may carry a query', () => {
    expect(readBrandEnv({ VITE_TEST_PAGE_URL: 'https://qa.example/page?env=stage' })).toEqual({
      apiBaseUrl: '',
      testPageUrl: 'https://qa.example/page?env=stage',
    });
    expect(readBrandEnv({ VITE_TEST_PAGE_URL: '' })).toEqual({ apiBaseUrl: '' });
    expect(() => readBrandEnv({ VITE_TEST_PAGE_URL: 'javascript:alert(1)' })).toThrow(
      'must be http(s)',
    );
    expect(() => readBrandEnv({ VITE_TEST_PAGE_URL: 'https://qa.example/#x' })).toThrow('fragment');
  });
});
