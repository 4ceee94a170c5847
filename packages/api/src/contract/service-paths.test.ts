import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from './endpoints';
import { fullPath } from './endpoint';
import { ROOT_API_PREFIX, SERVICE_PREFIX } from './service-paths';

describe('service paths', () => {
  it('puts every root-service endpoint under /api and every other under its service prefix', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const prefix =
        endpoint.service === 'root' ? ROOT_API_PREFIX : SERVICE_PREFIX[endpoint.service];
      expect(fullPath(endpoint).startsWith(`${prefix}/`), endpoint.id).toBe(true);
    }
  });

  it('has prefixes of one whole path segment each, none a prefix of another', () => {
    const prefixes = [ROOT_API_PREFIX, ...Object.values(SERVICE_PREFIX).filter((p) => p !== '')];
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[A-Za-z0-9-]+$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
