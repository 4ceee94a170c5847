// A throwaway PostgreSQL cluster for the bench (issue 17, "Durable money"): initdb and pg_ctl from
// PATH or from /usr/lib/postgresql/<version>/bin (Debian's layout, newest version first), a data
// directory in a temp dir, fsync and synchronous commit on, listening on 127.0.0.1 only, and removed
// afterwards. PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { access, chmod, chown, constants, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';
const TOOLS = ['initdb', 'pg_ctl'] as const;

async function hasTools(dir: string): Promise<boolean> {
  try {
    await Promise.all(TOOLS.map((tool) => access(path.join(dir, tool), constants.X_OK)));
    return true;
  } catch {
    return false;
  }
}

/** The directory holding initdb and pg_ctl: PATH first, then the newest Debian version. */
export async function findPostgresBin(
  envPath = process.env['PATH'] ?? '',
  debianRoot = DEBIAN_ROOT,
): Promise<string | null> {
  for (const dir of envPath.split(path.delimiter).filter(Boolean))
    if (await hasTools(dir)) return dir;
  const versions = await readdir(debianRoot).catch(() => [] as string[]);
  const newestFirst = versions
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const dir = path.join(debianRoot, version, 'bin');
    if (await hasTools(dir)) return dir;
  }
  return null;
}

export interface Cluster {
  /** postgres://bet@127.0.0.1:<port>/bet (trust authentication, reachable from this machine only). */
  url: string;
  /** SHOW server_version, e.g. "15.14". */
  version: string;
  /** Stops PostgreSQL the hard way (-m immediate: no checkpoint, recovery from the WAL on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its directory. */
  remove(): Promise<void>;
}

/** As root, run the tools as the postgres user (initdb refuses root); otherwise as ourselves. */
async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error('running as root and there is no postgres user to run the cluster as');
  }
}

export async function startCluster(binDir: string): Promise<Cluster> {
  const owner = await runAs();
  const root = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();
  const tool = (name: string, args: string[]) => {
    const binary = path.join(binDir, name);
    return owner ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
  };
  const settings = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c full_page_writes=on',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', settings, 'start']);
  };
  const stop = (mode: 'fast' | 'immediate') =>
    tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  try {
    if (owner) {
      await chown(root, owner.uid, owner.gid);
      await chmod(root, 0o700);
    }
    await tool('initdb', ['-D', dataDir, '-U', 'bet', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    await start();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  const remove = async () => {
    await stop('fast').catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: `postgres://bet@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query('create database bet');
      const version = await admin.query<{ server_version: string }>('show server_version');
      return {
        url: `postgres://bet@127.0.0.1:${port}/bet`,
        version: version.rows[0]?.server_version.split(' ')[0] ?? '?',
        crash: async () => {
          await stop('immediate');
        },
        start,
        remove,
      };
    } finally {
      await admin.end();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}
