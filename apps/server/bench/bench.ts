// `pnpm bench` (issue 5, "Load, integrity and crash benchmark"): starts the server on 127.0.0.1
// with its default embedded database, makes members, and runs concurrent clients placing bets with
// Idempotency-Keys (and deliberate duplicate retries) for a bounded time; then checks the books and
// prints bets/s, p50/p99 latency and the verdict. `pnpm bench:crash` (--crash) kills the server
// with SIGKILL mid-load, restarts it on the same data, retries the requests left unanswered with
// their keys, and checks that every acknowledged bet exists and the books still balance.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBooks, type Verdict } from './books.ts';
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

const { values: args } = parseArgs({
  options: {
    crash: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    members: { type: 'string', default: '16' },
    clients: { type: 'string', default: '4' },
    duplicates: { type: 'string', default: '0.1' },
  },
});
const SECONDS = Number(args.seconds);
const ADMIN_KEY = randomBytes(24).toString('hex');

interface CpuUse {
  server: number | null;
  client: number;
}

function report(
  stats: LoadStats,
  placed: number,
  elapsedMs: number,
  cpu: CpuUse,
  verdict: Verdict,
): void {
  const batches = verdict.books.intake;
  const bets = placed;
  const perBet = (seconds: number | null) =>
    seconds === null ? 'n/a' : `${((seconds * 1e6) / Math.max(1, bets)).toFixed(0)} µs`;
  const lines = [
    `bets placed      ${bets} in ${(elapsedMs / 1000).toFixed(1)} s = ${Math.round(bets / (elapsedMs / 1000))} bets/s`,
    `requests         ${stats.latencies.length} answered (${stats.replays} duplicate retries, ${stats.errors} unanswered)`,
    `latency          p50 ${percentile(stats.latencies, 50).toFixed(1)} ms, p99 ${percentile(stats.latencies, 99).toFixed(1)} ms`,
    `cpu              server ${cpu.server?.toFixed(1) ?? 'n/a'} s (${perBet(cpu.server)} a bet), clients ${cpu.client.toFixed(1)} s (${perBet(cpu.client)} a bet), ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
    `refusals         ${[...stats.refusals].map(([msg, n]) => `${msg}: ${n}`).join(', ') || 'none'}`,
    `replays          ${stats.replayMismatches === 0 ? 'every retry got the first answer' : `${stats.replayMismatches} retries got another answer`}`,
    `batches          ${batches.batches} committed${args.crash ? ' since the restart' : ''}, ${(batches.jobs / Math.max(1, batches.batches)).toFixed(1)} requests each on average`,
    `books            ledger total ${verdict.books.ledger_total}, ${verdict.books.bet_orders} orders / ${verdict.books.bets} bets, ${verdict.missing} acknowledged missing`,
    `verdict          ${verdict.ok && stats.replayMismatches === 0 ? 'PASS' : `FAIL: ${[...verdict.failures, ...(stats.replayMismatches ? ['replay mismatch'] : [])].join('; ')}`}`,
  ];
  console.info(lines.join('\n'));
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bet-bench-'));
  const env = { DATA_DIR: dataDir, ADMIN_KEY, LOG_LEVEL: 'warn' };
  let server: ServerProcess = await startServerProcess(env);
  try {
    const members = await Promise.all(
      Array.from({ length: Number(args.members) }, () => makeMember(server.url, '50000')),
    );
    const markets = await loadMarkets(server.url, SECONDS);
    const stats = emptyStats();
    const serverCpu = await cpuSeconds(server.child.pid);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    const end = started + SECONDS * 1000;
    const killAt = started + (SECONDS * 1000) / 2;
    let killed = false;
    let serverAtKill: number | null = null;
    const load = runLoad({
      url: server.url,
      members,
      clientsPerMember: Number(args.clients),
      markets,
      until: () => performance.now() >= end || (args.crash && killed),
      duplicateShare: Number(args.duplicates),
      stats,
    });
    if (args.crash) {
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
    const serverAfter = args.crash ? serverAtKill : await cpuSeconds(server.child.pid);
    const clientUse = process.cpuUsage(clientCpu);
    const cpu = {
      server: serverCpu === null || serverAfter === null ? null : serverAfter - serverCpu,
      client: (clientUse.user + clientUse.system) / 1e6,
    };
    if (args.crash) {
      server = await startServerProcess(env);
      const url = server.url;
      // The unanswered requests, retried with their keys: each books at most once. A replay means
      // the bet had committed before the kill; a fresh answer means it had not.
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
    const verdict = await checkBooks(server.url, ADMIN_KEY, stats.acknowledged);
    report(stats, placed, elapsed, cpu, verdict);
    // A failed check fails the command (CI prints the figures and stops on a broken book).
    if (!verdict.ok || stats.replayMismatches > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
