// `pnpm new-brand <id>` (scripts/new-brand.mjs): its argument checks and what it writes. The
// generated brand is also built and tested by hand in the checklist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { brandFiles, parseOptions, withBrandFacts } from '../../../scripts/new-brand.mjs';
import { ROOT } from './brands.ts';

const BRAND_FACTS = readFileSync(path.join(ROOT, 'packages/domain/src/brands.ts'), 'utf8');

/** The syntax errors of a TypeScript source (none for a file that parses). */
function syntaxErrors(source: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(source, { reportDiagnostics: true });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

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
    // The facts are @bet/domain's (withBrandFacts), spread in.
    expect(files['src/brand.ts']).toContain("const facts = BRANDS['acmebet'];");
    expect(files['src/brand.ts']).toContain('...facts,');
    expect(syntaxErrors(files['src/brand.ts'] ?? '')).toEqual([]);
    expect(files['src/main.tsx']).toContain('createBrandApp');
    expect(files['src/assets/logo.svg']).toContain('aria-label="Acme Bet"');
  });

  it("adds the brand's facts to BRANDS in @bet/domain, after the others", () => {
    const facts = withBrandFacts(BRAND_FACTS, { id: 'acmebet', name: "Acme's Bet" });
    expect(facts).toContain("  'tigerbet',\n  'acmebet',\n] as const;");
    expect(facts).toContain("  acmebet: {\n    id: 'acmebet',");
    expect(facts).toContain("name: 'Acme\\'s Bet',");
    expect(
      facts.endsWith(
        '    mergedAnimalExactlySix: false,\n  },\n};\n' + BRAND_FACTS.split('\n};\n')[1],
      ),
    ).toBe(true);
    // Every brand before it is left as it was.
    expect(facts.startsWith(BRAND_FACTS.split("  'tigerbet',")[0] ?? '')).toBe(true);
    expect(syntaxErrors(facts)).toEqual([]);
    // An id that is not an identifier is a quoted key.
    expect(withBrandFacts(BRAND_FACTS, { id: 'acme-bet', name: 'Acme' })).toContain(
      "  'acme-bet': {\n    id: 'acme-bet',",
    );
  });

  it('refuses a brand that BRANDS already has, and a brands file it cannot read', () => {
    expect(() => withBrandFacts(BRAND_FACTS, { id: 'jcbet', name: 'JCBet' })).toThrow('already');
    expect(() => withBrandFacts('export const X = 1;\n', { id: 'acmebet', name: 'A' })).toThrow(
      'BRANDS',
    );
  });
});
