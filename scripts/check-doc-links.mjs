#!/usr/bin/env node
// Checks that every relative link of the repository's markdown resolves: the file (or folder)
// exists inside the repository and, for `file.md#anchor`, the heading exists. Web links, site
// paths (`/help/faq`, `?support=true`) and the app's own markdown content (help and how-to-play
// pages, whose links are site routes) are not checked. Run: `pnpm docs:links` (CI runs it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tracked and new markdown files, without ignored ones (node_modules, dist...). */
function markdownFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(
      (file) => file !== '' && !/\/content\//.test(file) && existsSync(path.join(ROOT, file)),
    );
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function withoutCode(text) {
  return text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Targets of inline links and images, `[text](target "title")`. */
function linksOf(text) {
  return [
    ...withoutCode(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
  ].map((match) => match[1] ?? '');
}

const problems = [];
for (const file of markdownFiles()) {
  const absolute = path.join(ROOT, file);
  for (const link of linksOf(readFileSync(absolute, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || /^[/?]/.test(link)) continue;
    const [target = '', anchor] = link.split('#');
    const resolved = target === '' ? absolute : path.resolve(path.dirname(absolute), target);
    if (path.relative(ROOT, resolved).startsWith('..')) {
      problems.push(`${file}: ${link} points outside the repository`);
    } else if (!existsSync(resolved)) {
      problems.push(`${file}: ${link} does not exist`);
    } else if (
      anchor !== undefined &&
      anchor !== '' &&
      statSync(resolved).isFile() &&
      resolved.endsWith('.md') &&
      !anchorsOf(resolved).has(anchor)
    ) {
      problems.push(`${file}: ${link} has no heading #${anchor}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`doc links: ${problems.length} broken\n${problems.join('\n')}`);
  process.exit(1);
}
console.info('doc links: every relative link resolves');
