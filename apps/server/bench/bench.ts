// `pnpm bench` (issues 5 and 17): the same load on each database the server runs on, side by side in
// one run: embedded PGlite, and PostgreSQL when there is one (DATABASE_URL, or else a throwaway
// cluster from initdb/pg_ctl, fsync on, removed afterwards). Per engine it starts the server on
// 127.0.0.1, makes members, runs concurrent clients placing bets with Idempotency-Keys (and
// deliberate duplicate retries) for a bounded time, checks the books, and prints the figures; then
// one table of bets/s and p50/p99 against the goals. The goals are figures, not a gate: the command
// fails only when the harness cannot run or a check of the books fails.
//
// `pnpm bench:crash` (--crash) runs on PostgreSQL (PGlite when there is none, said so): SIGKILL of
// the server mid-load (and, on the bench's own cluster, an immediate stop of PostgreSQL), restart,
// retry the requests left unanswered with their keys, check that every acknowledged bet exists and
// the books still balance.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { findPostgres, pgliteEngine, type BenchEngine } from './engines.ts';
import { runEngine, type BenchOptions, type EngineResult } from './run-engine.ts';
import { GOALS, resultTable } from './table.ts';

const { values: args } = parseArgs({
  options: {
    crash: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    members: { type: 'string', default: '16' },
    clients: { type: 'string', default: '4' },
    duplicates: { type: 'string', default: '0.1' },
  },
});

const options: BenchOptions = {
  crash: args.crash,
  seconds: Number(args.seconds),
  members: Number(args.members),
  clients: Number(args.clients),
  duplicates: Number(args.duplicates),
  adminKey: randomBytes(24).toString('hex'),
};

/** Engines still to dispose of when the bench is interrupted. */
const live = new Set<BenchEngine>();

async function onEngine(
  engine: BenchEngine,
  results: EngineResult[],
  notRun: string[],
): Promise<void> {
  live.add(engine);
  try {
    console.info(`\n== ${engine.label} ==`);
    results.push(await runEngine(engine, options));
  } catch (error) {
    notRun.push(`${engine.label}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await engine.dispose();
    live.delete(engine);
  }
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  /** Engines that were there but could not run: the harness failed (exit 1). */
  const notRun: string[] = [];
  const skipped: string[] = [];
  if (!options.crash) await onEngine(await pgliteEngine(), results, notRun);
  const postgres = await findPostgres().catch((error: unknown) => ({
    found: false as const,
    failed: true,
    reason: `PostgreSQL was found but its throwaway cluster did not start: ${error instanceof Error ? error.message : String(error)}`,
  }));
  if (postgres.found) await onEngine(postgres.engine, results, notRun);
  else if ('failed' in postgres) notRun.push(postgres.reason);
  else skipped.push(`${postgres.reason}: PGlite only`);
  if (options.crash && !postgres.found) {
    console.info(
      'bench:crash on PGlite: a killed server process, whose writes the operating system still ' +
        'holds; it says nothing about a power cut (PGlite runs with fsync off)',
    );
    await onEngine(await pgliteEngine(), results, notRun);
  }
  console.info(
    `\n${options.crash ? 'crash run' : 'load'}: ${options.seconds} s per engine, ${options.members} members x ${options.clients} clients, ${options.duplicates * 100}% duplicate retries`,
  );
  for (const line of skipped) console.info(line);
  console.info(resultTable(results, options.crash));
  for (const line of notRun) console.error(`not run: ${line}`);
  if (!options.crash)
    console.info(
      `goals (figures, not a gate): >= ${GOALS.betsPerSecond.toLocaleString('en')} bets/s and p99 <= ${GOALS.p99Ms} ms on each engine`,
    );
  // A broken book or an engine that could not run fails the command; a missed goal does not.
  if (notRun.length > 0 || results.some((result) => !result.ok)) process.exitCode = 1;
}

async function interrupted(signal: string): Promise<void> {
  console.error(`\n${signal}: removing the bench's databases`);
  await Promise.all([...live].map((engine) => engine.dispose().catch(() => undefined)));
  process.exit(130);
}
process.once('SIGINT', () => void interrupted('SIGINT'));
process.once('SIGTERM', () => void interrupted('SIGTERM'));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
