// Every app language has every app string, translated (not left in English), with the same
// placeholders.
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '../../brand/app-languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./app-strings/*/*.json', { eager: true, import: 'default' });

/** One language's sections, merged as its index.ts does: { home: {...}, ... }. */
function language(lng: string): Tree {
  const tree: Tree = {};
  for (const [path, content] of Object.entries(files)) {
    const [, folder, section] = /\/([\w-]+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (folder === lng && section !== undefined) tree[section] = content;
  }
  return tree;
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(language('en'));

describe('app strings', () => {
  it('exist for exactly the app languages', () => {
    const present = new Set(Object.keys(files).map((path) => path.split('/')[2]));
    expect([...present].sort()).toEqual([...APP_LANGUAGES].sort());
  });

  it.each(APP_LANGUAGES.filter((lng) => lng !== 'en'))('%s has every key, translated', (lng) => {
    const strings = flatten(language(lng));
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${lng}:${key} is still English`).not.toBe(english[key]);
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });
});
