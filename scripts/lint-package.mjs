#!/usr/bin/env node
// The published shape of the package in the current directory (its `lint:package` script, a turbo
// task after `build`): publint on the packed files, warnings included, then, as the package's
// exports name types, Are the Types Wrong (attw) on the packed tarball.
//
// attw runs with the esm-only profile: every package is "type": "module" with no `require`
// condition, so CommonJS resolution (node10, node16 from CJS) does not apply. attw does not open
// wildcard subpaths ("./*") by itself, so each file a wildcard's `types` target matches is passed
// as an entry point. Arguments after the script name go to attw as they are.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

function run(command, args) {
  console.log(`$ ${path.basename(command)} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** Files under `dir`, relative to the package, with forward slashes. */
function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative('.', path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'),
    );
}

/** The `types` target of an export, at any depth of conditions. */
function typesTarget(value) {
  if (value === null || typeof value !== 'object') return undefined;
  if (typeof value.types === 'string') return value.types;
  for (const nested of Object.values(value)) {
    const found = typesTarget(nested);
    if (found) return found;
  }
  return undefined;
}

/** Every subpath the exports give types for, wildcards expanded against the files on disk. */
function typedEntrypoints(exports) {
  const subpaths = [];
  for (const [key, value] of Object.entries(exports ?? {})) {
    const target = typesTarget(value);
    if (!target) continue;
    if (!key.includes('*')) {
      subpaths.push(key);
      continue;
    }
    const [before, after] = target.replace(/^\.\//, '').split('*');
    for (const file of listFiles(before.slice(0, before.lastIndexOf('/') + 1) || '.')) {
      if (
        file.startsWith(before) &&
        file.endsWith(after) &&
        file.length > before.length + after.length
      ) {
        subpaths.push(key.replace('*', file.slice(before.length, file.length - after.length)));
      }
    }
  }
  return [...new Set(subpaths)].sort();
}

run(bin('publint'), ['--strict']);

const entrypoints = typedEntrypoints(pkg.exports);
if (entrypoints.length === 0) {
  console.log(`${pkg.name}: no typed exports, attw skipped`);
} else {
  run(bin('attw'), [
    '--pack',
    '.',
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    '--no-emoji',
    '--no-color',
    '--entrypoints',
    ...entrypoints,
    ...process.argv.slice(2),
  ]);
}
