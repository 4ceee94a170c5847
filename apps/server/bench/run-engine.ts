// One bench run on one database: start the server on it, make members, run the clients for the
// given time (in the crash run: SIGKILL the server at half time, restart it, retry the requests left
// unanswered with their keys), check the books, and print the run's figures.
import os from 'node:os';
import { checkBooks, type Verdict } from './books.ts';
import type { BenchEngine } from './engines.ts';
import {
  emptyStats,
  loadMarkets,
  percentile,
  record,
  runLoad,
  send,
  type LoadStats,
} from './load.ts';
import { makeMember } from './members.ts';
import { cpuSeconds, startServerProcess, type ServerProcess } from './server-process.ts';

export interface BenchOptions {
  crash: boolean;
  seconds: number;
  members: number;
  clients: number;
  duplicates: number;
  adminKey: string;
}

export interface EngineResult {
  label: string;
  betsPerSecond: number;
  p50: number;
  p99: number;
  /** The books balanced, every acknowledged bet exists and every retry got the first answer. */
  ok: boolean;
  failures: string[];
}

interface CpuUse {
  server: number | null;
  client: number;
}

export async function runEngine(engine: BenchEngine, options: BenchOptions): Promise<EngineResult> {
  const env = { ...engine.env, ADMIN_KEY: options.adminKey, LOG_LEVEL: 'warn' };
  let server: ServerProcess = await startServerProcess(env);
  try {
    const members = await Promise.all(
      Array.from({ length: options.members }, () => makeMember(server.url, '50000')),
    );
    const markets = await loadMarkets(server.url, options.seconds);
    const stats = emptyStats();
    const serverCpu = await cpuSeconds(server.child.pid);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const end = started + options.seconds * 1000;
    const killAt = started + (options.seconds * 1000) / 2;
    let killed = false;
    let serverAtKill: number | null = null;
    const load = runLoad({
      url: server.url,
      members,
      clientsPerMember: options.clients,
      markets,
      until: () => performance.now() >= end || (options.crash && killed),
      duplicateShare: options.duplicates,
      stats,
    });
    if (options.crash) {
      await new Promise((resolve) => setTimeout(resolve, killAt - performance.now()));
      killed = true;
      serverAtKill = await cpuSeconds(server.child.pid);
      await server.kill();
      console.info(
        `killed the server with SIGKILL after ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    await load;
    const elapsed = performance.now() - started;
    const placed = stats.acknowledged.size;
    const serverAfter = options.crash ? serverAtKill : await cpuSeconds(server.child.pid);
    const clientUse = process.cpuUsage(clientCpu);
    const cpu = {
      server: serverCpu === null || serverAfter === null ? null : serverAfter - serverCpu,
      client: (clientUse.user + clientUse.system) / 1e6,
    };
    if (options.crash) {
      if (engine.crash) console.info(await engine.crash());
      server = await startServerProcess(env);
      await retryUnanswered(server.url, stats);
    }
    const verdict = await checkBooks(server.url, options.adminKey, stats.acknowledged);
    report(stats, placed, elapsed, cpu, verdict, options.crash);
    const failures = [
      ...verdict.failures,
      ...(stats.replayMismatches > 0
        ? [`${stats.replayMismatches} retries got another answer`]
        : []),
    ];
    return {
      label: engine.label,
      betsPerSecond: placed / (elapsed / 1000),
      p50: percentile(stats.latencies, 50),
      p99: percentile(stats.latencies, 99),
      ok: failures.length === 0,
      failures,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The requests the kill left unanswered, retried with their keys: each books at most once. A replay
 * means the bet had committed before the kill; a fresh answer means it had not.
 */
async function retryUnanswered(url: string, stats: LoadStats): Promise<void> {
  let committed = 0;
  for (const bet of stats.unanswered) {
    const answer = await send(url, bet);
    if (answer.replayed) committed++;
    record(stats, bet, answer.envelope);
  }
  console.info(
    `restarted; retried ${stats.unanswered.length} unanswered requests with their keys: ` +
      `${committed} had been booked before the kill, ${stats.unanswered.length - committed} were booked now`,
  );
}

function report(
  stats: LoadStats,
  placed: number,
  elapsedMs: number,
  cpu: CpuUse,
  verdict: Verdict,
  crash: boolean,
): void {
  const batches = verdict.books.intake;
  const perBet = (seconds: number | null) =>
    seconds === null ? 'n/a' : `${((seconds * 1e6) / Math.max(1, placed)).toFixed(0)} µs`;
  const lines = [
    `bets placed      ${placed} in ${(elapsedMs / 1000).toFixed(1)} s = ${Math.round(placed / (elapsedMs / 1000))} bets/s`,
    `requests         ${stats.latencies.length} answered (${stats.replays} duplicate retries, ${stats.errors} unanswered)`,
    `latency          p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms`,
    `cpu              server ${cpu.server?.toFixed(1) ?? 'n/a'} s (${perBet(cpu.server)} a bet), clients ${cpu.client.toFixed(1)} s (${perBet(cpu.client)} a bet), ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
    `refusals         ${[...stats.refusals].map(([msg, n]) => `${msg}: ${n}`).join(', ') || 'none'}`,
    `replays          ${stats.replayMismatches === 0 ? 'every retry got the first answer' : `${stats.replayMismatches} retries got another answer`}`,
    `batches          ${batches.batches} committed${crash ? ' since the restart' : ''}, ${(batches.jobs / Math.max(1, batches.batches)).toFixed(1)} requests each on average`,
    `books            ledger total ${verdict.books.ledger_total}, ${verdict.books.bet_orders} orders / ${verdict.books.bets} bets, ${verdict.missing} acknowledged missing`,
    `verdict          ${verdict.ok && stats.replayMismatches === 0 ? 'PASS' : `FAIL: ${[...verdict.failures, ...(stats.replayMismatches ? ['replay mismatch'] : [])].join('; ')}`}`,
  ];
  console.info(lines.join('\n'));
}
