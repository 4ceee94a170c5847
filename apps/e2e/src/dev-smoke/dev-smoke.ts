// The README's first command, checked: `pnpm dev` starts the reference server, every brand site
// and Storybook, and each answers. Starts `pnpm dev` at the root, waits until every URL answers
// (or a deadline passes), prints the URLs with their time to answer, stops everything and exits
// 1 when one did not come up.  pnpm --filter @bet/e2e dev-smoke
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { discoverBrands, ROOT } from '../brands.ts';
import { devPortOf } from './dev-port.ts';

const DEADLINE_MS = Number(process.env.BET_DEV_SMOKE_TIMEOUT_MS ?? 180_000);

interface Target {
  readonly name: string;
  readonly url: string;
  /** What the answer must contain to count as up. */
  readonly expect: string;
}

function targets(): Target[] {
  const brands = discoverBrands().map((brand): Target => {
    const port = devPortOf(readFileSync(path.join(brand.dir, 'vite.config.ts'), 'utf8'));
    if (port === undefined) throw new Error(`${brand.id}: no port in vite.config.ts`);
    return { name: brand.id, url: `http://127.0.0.1:${port}/`, expect: '<div id="root">' };
  });
  return [
    {
      name: 'reference server',
      url: 'http://127.0.0.1:8787/api/v1/games/availability',
      expect: '"code":0',
    },
    ...brands,
    // Through a brand's proxy: the site reaches the API as in production (same origin).
    ...brands.slice(0, 1).map((brand) => ({
      name: `${brand.name} -> API proxy`,
      url: `${brand.url}api/v1/games/availability`,
      expect: '"code":0',
    })),
    { name: 'storybook', url: 'http://127.0.0.1:6006/', expect: '<html' },
  ];
}

async function answers(target: Target): Promise<boolean> {
  try {
    const response = await fetch(target.url, { signal: AbortSignal.timeout(5000) });
    return response.ok && (await response.text()).includes(target.expect);
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group (turbo and every dev server), SIGKILL after 10 s. */
async function stop(dev: ChildProcess): Promise<void> {
  const group = -(dev.pid ?? 0);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // Already gone.
    }
  };
  const exited = new Promise((resolve) => dev.once('exit', resolve));
  signal('SIGTERM');
  const done = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!done) signal('SIGKILL');
  // Children that outlive turbo still belong to the group.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  signal('SIGKILL');
}

async function main(): Promise<number> {
  const all = targets();
  // Something already answering (a developer's own `pnpm dev`) would pass for the new one.
  const busy = (await Promise.all(all.map(async (t) => ((await answers(t)) ? t : null)))).filter(
    (t) => t !== null,
  );
  if (busy.length > 0) {
    console.error(`already answering, stop it first: ${busy.map((t) => t.url).join(', ')}`);
    return 1;
  }
  const started = Date.now();
  const dev = spawn('pnpm', ['dev'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let log = '';
  dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const upAfter = new Map<string, number>();
  while (Date.now() - started < DEADLINE_MS && upAfter.size < all.length) {
    if (dev.exitCode !== null) break;
    await Promise.all(
      all
        .filter((t) => !upAfter.has(t.name))
        .map(async (t) => {
          if (await answers(t)) upAfter.set(t.name, Date.now() - started);
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop(dev);
  console.info('pnpm dev:');
  for (const t of all) {
    const ms = upAfter.get(t.name);
    console.info(
      `  ${t.name.padEnd(22)} ${t.url.padEnd(52)} ${ms === undefined ? 'NOT UP' : `up after ${(ms / 1000).toFixed(1)} s`}`,
    );
  }
  if (upAfter.size === all.length) return 0;
  console.error(`pnpm dev did not bring everything up; its output:\n${log.slice(-6000)}`);
  return 1;
}

process.exit(await main());
