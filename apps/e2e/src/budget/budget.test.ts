import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  brandReport,
  BUDGET_BYTES,
  gzipSize,
  kindOf,
  phaseFigures,
  verdictOf,
  type FetchedFile,
} from './budget.ts';

const origin = 'http://127.0.0.1:6301';
const file = (name: string, kind: FetchedFile['kind'], gzip: number, startMs: number) =>
  ({ url: `${origin}/${name}`, kind, gzip, startMs }) satisfies FetchedFile;

const files: FetchedFile[] = [
  file('assets/index.js', 'script', 30_000, 80),
  file('assets/framework.js', 'script', 139_000, 85),
  file('locales/pt/common.json', 'json', 2_400, 380),
  file('locales/en/common.json', 'json', 2_100, 381),
  file('assets/home-page.js', 'script', 4_300, 342),
  // Asked for after the first screen (600 ms): the API client and the contract.
  file('assets/http-client.js', 'script', 10_600, 610),
  file('assets/schemas.js', 'script', 26_000, 612),
];

describe('kindOf', () => {
  const isBuildFile = (url: string) => url.startsWith(`${origin}/locales/`);

  it('counts every JavaScript response, whatever its origin', () => {
    expect(kindOf('text/javascript; charset=utf-8', `${origin}/a.js`, isBuildFile)).toBe('script');
    expect(kindOf('application/javascript', 'https://cdn.example/b.js', isBuildFile)).toBe(
      'script',
    );
  });

  it("counts the build's JSON files (the strings), never an API answer or a picture", () => {
    expect(kindOf('application/json', `${origin}/locales/pt/common.json`, isBuildFile)).toBe(
      'json',
    );
    expect(kindOf('application/json', `${origin}/api/v1/slideshow`, isBuildFile)).toBeUndefined();
    expect(kindOf('image/svg+xml', `${origin}/locales/logo.svg`, isBuildFile)).toBeUndefined();
    expect(kindOf('', `${origin}/locales/pt/common.json`, isBuildFile)).toBeUndefined();
  });
});

describe('gzipSize', () => {
  it('is the size of a real level-9 gzip of the body', () => {
    const body = new TextEncoder().encode('export const a = 1;\n'.repeat(500));
    const size = gzipSize(body);
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(body.byteLength / 10);
  });

  it('compresses at the highest level', () => {
    const body = new TextEncoder().encode(
      Array.from({ length: 400 }, (_, i) => `"k${i}":"${(i * 7919).toString(36)}"`).join(','),
    );
    expect(gzipSize(body)).toBeLessThanOrEqual(gzipSync(body, { level: 1 }).byteLength);
    expect(gunzipSync(gzipSync(body, { level: 9 })).byteLength).toBe(body.byteLength);
  });
});

describe('phaseFigures', () => {
  it('sums the scripts and strings asked for up to the mark, heaviest first', () => {
    const figures = phaseFigures(files, 600);
    expect(figures.scripts).toBe(30_000 + 139_000 + 4_300);
    expect(figures.json).toBe(2_400 + 2_100);
    expect(figures.total).toBe(figures.scripts + figures.json);
    expect(figures.files.map((f) => f.url.slice(origin.length))).toEqual([
      '/assets/framework.js',
      '/assets/index.js',
      '/assets/home-page.js',
      '/locales/pt/common.json',
      '/locales/en/common.json',
    ]);
  });

  it('counts a file asked for exactly at the mark, and nothing for an empty phase', () => {
    expect(phaseFigures(files, 342).total).toBe(30_000 + 139_000 + 4_300);
    expect(phaseFigures(files, 10)).toEqual({ total: 0, scripts: 0, json: 0, files: [] });
  });
});

describe('verdictOf', () => {
  it('is 160 KB, and fails only over it', () => {
    expect(BUDGET_BYTES).toBe(160 * 1024);
    expect(verdictOf(0)).toBe('ok');
    expect(verdictOf(BUDGET_BYTES)).toBe('ok');
    expect(verdictOf(BUDGET_BYTES + 1)).toBe('OVER BUDGET');
  });
});

describe('brandReport', () => {
  it('prints the gated figure, the heaviest files, and what follows before the picture', () => {
    const { verdict, lines } = brandReport({
      brand: 'jcbet',
      language: 'pt',
      firstScreenMs: 600,
      firstPictureMs: 900.4,
      files,
    });
    expect(verdict).toBe('OVER BUDGET');
    expect(lines[0]).toMatch(
      /^ {2}jcbet +173\.6 KB {2}OVER BUDGET {2}\(5 files: JavaScript 169\.2 KB, strings 4\.4 KB; pt, first screen at 600 ms\)$/,
    );
    expect(lines[1]).toMatch(/135\.7 KB {2}\/assets\/framework\.js$/);
    expect(lines.at(-1)).toBe(
      '      then 35.7 KB more before the first picture (900 ms; not gated)',
    );
  });

  it('leaves the picture line out when no picture loaded', () => {
    const { lines } = brandReport({
      brand: 'jcbet',
      language: 'pt',
      firstScreenMs: 600,
      firstPictureMs: undefined,
      files: files.slice(0, 2),
    });
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/picture/);
  });
});
