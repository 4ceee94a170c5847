import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandDefaultLanguage, brandFirstSport, brandFlag, brandSports } from './brands.ts';

function appsWith(brand: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bet-brands-'));
  mkdirSync(path.join(dir, 'demo/src'), { recursive: true });
  writeFileSync(path.join(dir, 'demo/src/brand.ts'), brand);
  return dir;
}

describe('brandFlag', () => {
  it("reads a brand's flags, sports being false or the object of its sports", () => {
    const apps = appsWith(
      [
        'const flags = {',
        '  sports: {',
        "    sports: ['soccer'],",
        '  },',
        '  games: false,',
        '  liveGames: true,',
        '};',
      ].join('\n'),
    );
    expect(brandFlag('demo', 'sports', apps)).toBe(true);
    expect(brandFlag('demo', 'games', apps)).toBe(false);
    expect(brandFlag('demo', 'liveGames', apps)).toBe(true);
    expect(() => brandFlag('demo', 'lottery', apps)).toThrow(/no lottery flag/);
    expect(brandFlag('demo', 'sports', appsWith('  sports: false,\n'))).toBe(false);
  });
});

describe('brandFirstSport', () => {
  it("reads the first of the brand's sports, none when it has no sports", () => {
    const apps = appsWith(
      "  sports: {\n    menu: 'jcsports',\n    sports: ['basketball', 'soccer'],\n  },\n",
    );
    expect(brandFirstSport('demo', apps)).toBe('basketball');
    expect(brandFirstSport('demo', appsWith('  sports: false,\n'))).toBeUndefined();
    expect(() => brandFirstSport('demo', appsWith('  sports: {\n  },\n'))).toThrow(/no list/);
  });
});

describe('brandDefaultLanguage', () => {
  it("reads the brand's default language, and refuses a brand without one", () => {
    const apps = appsWith("  languages: ['bn', 'en'],\n  defaultLanguage: 'bn',\n");
    expect(brandDefaultLanguage('demo', apps)).toBe('bn');
    expect(() => brandDefaultLanguage('demo', appsWith("  languages: ['en'],\n"))).toThrow(
      /no defaultLanguage/,
    );
  });
});

describe('brandSports', () => {
  it("lists the sports of the brand's lobby menu, none without sports", () => {
    const apps = appsWith(
      "  sports: {\n    menu: 'jcsports',\n    sports: ['soccer', 'basketball'],\n  },\n",
    );
    expect(brandSports('demo', apps)).toEqual(['soccer', 'basketball']);
    expect(brandSports('demo', appsWith('  sports: false,\n'))).toEqual([]);
  });
});
