import { describe, expect, it } from 'vitest';
import { firstRenderFiles, ManifestError, staticClosure, type Manifest } from './module-graph.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['../../packages/app/src/features/home/routes/home-route.tsx', 'lazy.tsx'],
  },
  '_framework.js': { file: 'assets/framework-B.js' },
  '_shared.js': { file: 'assets/shared-C.js', imports: ['_framework.js'] },
  '../../packages/app/src/features/home/routes/home-route.tsx': {
    file: 'assets/home-route-D.js',
    imports: ['_shared.js'],
  },
  'lazy.tsx': { file: 'assets/lazy-E.js', imports: ['_shared.js', '_big.js'] },
  '_big.js': { file: 'assets/big-F.js' },
  '../../packages/app/src/lib/i18n/app-strings/en/index.ts': {
    file: 'assets/en-G.js',
    imports: ['_merge.js'],
  },
  '../../packages/app/src/lib/i18n/app-strings/bn/index.ts': {
    file: 'assets/bn-H.js',
    imports: ['_merge.js'],
  },
  '_merge.js': { file: 'assets/merge-I.js' },
  'logo.svg': { file: 'assets/logo-J.svg' },
};
const sizes: Record<string, number> = { 'assets/en-G.js': 100, 'assets/bn-H.js': 300 };

describe('first-render module graph', () => {
  it('follows static imports transitively, never dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual([
      'assets/framework-B.js',
      'assets/index-A.js',
    ]);
  });

  it('counts the entry, the home route and the heaviest language of app strings', () => {
    expect(firstRenderFiles(manifest, (file) => sizes[file] ?? 1)).toEqual([
      'assets/bn-H.js',
      'assets/framework-B.js',
      'assets/home-route-D.js',
      'assets/index-A.js',
      'assets/merge-I.js',
      'assets/shared-C.js',
    ]);
  });

  it('fails on a manifest without the home route rather than measuring too little', () => {
    const { ['../../packages/app/src/features/home/routes/home-route.tsx']: _, ...rest } = manifest;
    expect(() => firstRenderFiles(rest, () => 1)).toThrow(ManifestError);
    expect(() => staticClosure(manifest, ['missing'])).toThrow(ManifestError);
  });
});
