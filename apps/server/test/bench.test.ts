// The bench's own pieces that decide what it prints: where it finds PostgreSQL, and the closing
// table's goals (figures: ok or below, never a failure of the command).
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../bench/postgres-cluster.ts';
import type { EngineResult } from '../bench/run-engine.ts';
import { resultTable } from '../bench/table.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function fakeBin(dir: string, tools: string[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const tool of tools) {
    await writeFile(path.join(dir, tool), '#!/bin/sh\n');
    await chmod(path.join(dir, tool), 0o755);
  }
  return dir;
}

describe('findPostgresBin', () => {
  it('takes initdb and pg_ctl from PATH first', async () => {
    const onPath = await fakeBin(path.join(root, 'path-bin'), ['initdb', 'pg_ctl']);
    const debian = path.join(root, 'debian-1');
    await fakeBin(path.join(debian, '15', 'bin'), ['initdb', 'pg_ctl']);
    expect(await findPostgresBin(`/nonexistent${path.delimiter}${onPath}`, debian)).toBe(onPath);
  });

  it('else the newest Debian version that has both tools', async () => {
    const debian = path.join(root, 'debian-2');
    await fakeBin(path.join(debian, '9.6', 'bin'), ['initdb', 'pg_ctl']);
    await fakeBin(path.join(debian, '15', 'bin'), ['initdb', 'pg_ctl']);
    await fakeBin(path.join(debian, '16', 'bin'), ['initdb']);
    expect(await findPostgresBin('/nonexistent', debian)).toBe(path.join(debian, '15', 'bin'));
  });

  it('finds nothing when neither has them', async () => {
    const onPath = await fakeBin(path.join(root, 'half-bin'), ['pg_ctl']);
    expect(await findPostgresBin(onPath, path.join(root, 'no-such-dir'))).toBeNull();
  });
});

describe('resultTable', () => {
  const result = (label: string, betsPerSecond: number, p99: number, ok = true): EngineResult => ({
    label,
    betsPerSecond,
    p50: p99 / 2,
    p99,
    ok,
    failures: ok ? [] : ['ledger sums to 5, not 0'],
  });

  it('prints each engine with its figures and each goal met or below', () => {
    const rows = resultTable(
      [result('PGlite', 1104.4, 104), result('PostgreSQL 15', 1240, 99.5)],
      false,
    ).split('\n');
    expect(rows[0]).toMatch(/engine +bets\/s +p50 +p99 +>= 1,000 bets\/s +p99 <= 100 ms +books/);
    expect(rows[2]).toMatch(/^PGlite +1,104 +52\.0 ms +104\.0 ms +ok +below +PASS$/);
    expect(rows[3]).toMatch(/^PostgreSQL 15 +1,240 +49\.8 ms +99\.5 ms +ok +ok +PASS$/);
  });

  it('names a broken book, and the crash run says whether anything was lost', () => {
    expect(resultTable([result('PGlite', 900, 50, false)], false)).toMatch(
      /below +ok +FAIL \(ledger sums to 5, not 0\)$/,
    );
    const crash = resultTable([result('PostgreSQL 15', 1500, 80)], true);
    expect(crash).toContain('bets/s until the kill');
    expect(crash).toContain('none lost, balanced: PASS');
  });
});
