// `pnpm new-brand <id>` (scripts/new-brand.mjs): its argument checks and what it writes. The
// generated brand is also built and tested by hand in the checklist.
import { describe, expect, it } from 'vitest';
import { brandFiles, parseOptions } from '../../../scripts/new-brand.mjs';

describe('new-brand', () => {
  it('reads the id, the name and the port', () => {
    expect(parseOptions(['acmebet'])).toEqual({
      id: 'acmebet',
      name: 'Acmebet',
      port: undefined,
      install: true,
    });
    expect(
      parseOptions(['acme-bet', '--name', 'Acme Bet', '--port', '5200', '--skip-install']),
    ).toEqual({
      id: 'acme-bet',
      name: 'Acme Bet',
      port: 5200,
      install: false,
    });
  });

  it('refuses ids that are not brand ids, taken names and bad ports', () => {
    expect(() => parseOptions([])).toThrow('brand id');
    expect(() => parseOptions(['Acme'])).toThrow('brand id');
    expect(() => parseOptions(['server'])).toThrow('taken');
    expect(() => parseOptions(['acme', '--port', '80'])).toThrow('--port');
  });

  it('writes a complete, thin brand app on the shared preset', () => {
    const files = brandFiles({ id: 'acmebet', name: 'Acme Bet', port: 5200 });
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/assets/logo.svg',
      'src/brand.test.ts',
      'src/brand.ts',
      'src/env.ts',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
      'vitest.config.ts',
    ]);
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({
      name: '@bet/brand-acmebet',
      dependencies: { '@bet/app': 'workspace:*' },
    });
    expect(files['vite.config.ts']).toContain("brandViteConfig({ brand: 'acmebet', port: 5200 })");
    expect(files['src/brand.ts']).toContain("id: 'acmebet'");
    expect(files['src/main.tsx']).toContain('createBrandApp');
    expect(files['src/assets/logo.svg']).toContain('aria-label="Acme Bet"');
  });
});
