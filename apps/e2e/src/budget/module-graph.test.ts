import { describe, expect, it } from 'vitest';
import { firstRenderFiles, htmlEntries, staticImports } from './module-graph.ts';

const html = `<!doctype html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
<link rel="stylesheet" href="/assets/index.css">
<link rel="icon" href="/assets/logo.svg"></head>`;

describe('first-render module graph', () => {
  it('reads the module entry and the modulepreload links', () => {
    expect(htmlEntries(html)).toEqual(['assets/index-A.js', 'assets/vendor-B.js']);
  });

  it('finds static imports and re-exports, not dynamic imports', () => {
    const code =
      'import{a as b}from"./c-1.js";import"./d-2.js";export{x}from"../e/f-3.js";const l=()=>import("./lazy-4.js");';
    expect(staticImports(code)).toEqual(['./c-1.js', './d-2.js', '../e/f-3.js']);
  });

  it('follows static imports transitively and leaves lazy chunks out', () => {
    const files: Record<string, string> = {
      'assets/index-A.js': 'import"./shared-C.js";const r=()=>import("./route-D.js")',
      'assets/vendor-B.js': 'export const v=1',
      'assets/shared-C.js': 'import{v}from"./vendor-B.js"',
      'assets/route-D.js': 'import"./shared-C.js"',
    };
    expect(firstRenderFiles(html, (file) => files[file] ?? '')).toEqual([
      'assets/index-A.js',
      'assets/shared-C.js',
      'assets/vendor-B.js',
    ]);
  });
});
