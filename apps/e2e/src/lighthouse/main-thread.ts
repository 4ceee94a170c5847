// How much of a Lighthouse run's blocking time is the page's own work. Lighthouse's mobile lab
// (simulated throttling) takes the main thread's tasks as they ran on this machine, in wall time,
// and counts them four times slower. On a machine with two cores, Chrome's other processes and
// the servers the page talks to take the CPU from the page's thread in the middle of its tasks:
// measured (issue 18), the thread was on a core for a third to a half of its long tasks' wall
// time, so the lab's TBT moved by a factor of two between runs of the same build. The trace also
// records each task's CPU time; this file turns both into the same figure, so that a change to
// the code can be told from the machine's load. Printed only, never a gate.

/** The fields of a trace event read here (Chrome's trace event format). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  /** Wall time, microseconds. */
  readonly dur?: number;
  /** Time the thread was on a core, microseconds. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly processId?: number } };
}

/** Lighthouse's mobile lab: a task counts this many times slower (cpuSlowdownMultiplier). */
export const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond this (the definition of total blocking time). */
const BLOCKING_FROM_MS = 50;
/** Tasks shorter than this are left out of the on-CPU share (too short to be blocked). */
const SHARE_FROM_US = 5_000;

export interface MainThreadFigures {
  /** Total blocking time of the page's tasks from FCP on, counted from wall time (ms). */
  readonly wallTbt: number;
  /** The same from each task's CPU time: what the page's own work blocks, load aside (ms). */
  readonly cpuTbt: number;
  /** Share of the long tasks' wall time the thread was on a core (0-1). */
  readonly onCpu: number;
}

/** The renderer process of the page: the process the last main frame committed in. */
function pageProcess(events: readonly TraceEvent[]): number | undefined {
  let pid: number | undefined;
  for (const event of events) {
    if (event.name === 'FrameCommittedInBrowser' || event.name === 'TracingStartedInBrowser') {
      const processId = event.args?.data?.processId;
      if (processId !== undefined) pid = processId;
    }
  }
  return pid;
}

function blocking(durationUs: number): number {
  return Math.max(0, (durationUs / 1000) * CPU_SLOWDOWN - BLOCKING_FROM_MS);
}

/**
 * The page's main-thread figures from a run's trace: its renderer's CrRendererMain thread, the
 * top-level tasks (RunTask) that start at or after `fromTs` (the observed first contentful
 * paint, in the trace's clock). Undefined when the trace has no such thread.
 */
export function mainThreadFigures(
  events: readonly TraceEvent[],
  fromTs: number,
): MainThreadFigures | undefined {
  const pid = pageProcess(events);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (main === undefined) return undefined;
  let wallTbt = 0;
  let cpuTbt = 0;
  let wall = 0;
  let cpu = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== main.pid) continue;
    if (task.tid !== main.tid || task.ts < fromTs || task.dur === undefined) continue;
    const cpuTime = task.tdur ?? task.dur;
    wallTbt += blocking(task.dur);
    cpuTbt += blocking(cpuTime);
    if (task.dur >= SHARE_FROM_US) {
      wall += task.dur;
      cpu += Math.min(cpuTime, task.dur);
    }
  }
  return { wallTbt, cpuTbt, onCpu: wall === 0 ? 1 : cpu / wall };
}
