// What a browser fetches before home's first screen, counted in the page itself.
//
// The first screen has content when the app has rendered home for the first time: the shell's
// header and the page's heading (its h1) are both in #root, in place of the index.html splash.
// A MutationObserver, installed before any script runs, marks that moment on the page's own clock
// (performance.mark), so the cut does not depend on how quickly this harness polls. Every request
// the page started up to that mark belongs to the phase, and is counted once the network is idle
// (so the last of them has finished, never cut short); requests started after the mark (the API
// client, the contract's schemas, the reads, other routes) do not count.
//
// The home's first picture (a carousel slide or a promotion tile inside <main>) is marked the same
// way, for the figure printed beside the gate.
import type { BrowserContext, Response } from '@playwright/test';
import { gzipSize, kindOf, type FetchedFile, type FileKind } from './budget.ts';

export const FIRST_SCREEN = {
  header: '#root header',
  heading: '#root main h1',
  picture: '#root main img',
  screenMark: 'bet:first-screen',
  pictureMark: 'bet:first-picture',
} as const;

type Marks = typeof FIRST_SCREEN;

/** Runs in the page before its own scripts: marks the first screen and the first picture. */
function installMarks(marks: Marks): void {
  performance.setResourceTimingBufferSize(10_000);
  const marked = (name: string) => performance.getEntriesByName(name, 'mark').length > 0;
  const observer = new MutationObserver(() => {
    if (document.querySelector(marks.header) && document.querySelector(marks.heading)) {
      if (!marked(marks.screenMark)) performance.mark(marks.screenMark);
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.matches(marks.picture)) {
        if (!marked(marks.pictureMark)) performance.mark(marks.pictureMark);
      }
    },
    true,
  );
}

interface PageTimings {
  readonly screen: number | undefined;
  readonly picture: number | undefined;
  readonly resources: readonly { readonly url: string; readonly startMs: number }[];
}

function readTimings(marks: Marks): PageTimings {
  const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  return {
    screen: mark(marks.screenMark),
    picture: mark(marks.pictureMark),
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startMs: entry.startTime })),
  };
}

export class FirstScreenError extends Error {
  override readonly name = 'FirstScreenError';
}

export interface FirstScreenOptions {
  /** Whether a URL is a file of the build being measured (its JSON files are the strings). */
  readonly isBuildFile: (url: string) => boolean;
  readonly screenTimeoutMs?: number;
  readonly pictureTimeoutMs?: number;
}

export interface FirstScreenMeasure {
  readonly firstScreenMs: number;
  readonly firstPictureMs: number | undefined;
  /** Every counted file the page fetched up to the later of the two marks. */
  readonly files: readonly FetchedFile[];
}

type Counted = Promise<{ readonly kind: FileKind; readonly gzip: number }>;

/** Opens `url` in a fresh page of `context` and counts what it fetches before its first screen. */
export async function measureFirstScreen(
  context: BrowserContext,
  url: string,
  options: FirstScreenOptions,
): Promise<FirstScreenMeasure> {
  const { screenTimeoutMs = 30_000, pictureTimeoutMs = 15_000 } = options;
  const page = await context.newPage();
  const counted = new Map<string, Counted>();
  const answered = new Set<string>();
  const onResponse = (response: Response) => {
    answered.add(response.url());
    const kind = kindOf(
      response.headers()['content-type'] ?? '',
      response.url(),
      options.isBuildFile,
    );
    if (kind === undefined || counted.has(response.url())) return;
    const body = response.body().then((bytes) => ({ kind, gzip: gzipSize(bytes) }));
    // Awaited below for the files of the phase; a later file's failure must not go unhandled.
    body.catch(() => undefined);
    counted.set(response.url(), body);
  };
  page.on('response', onResponse);
  try {
    await page.addInitScript(installMarks, FIRST_SCREEN);
    await page.goto(url, { waitUntil: 'commit' });
    const screenMark = `performance.getEntriesByName('${FIRST_SCREEN.screenMark}').length > 0`;
    await page.waitForFunction(screenMark, undefined, { timeout: screenTimeoutMs }).catch(() => {
      throw new FirstScreenError(`${url}: no header and heading within ${screenTimeoutMs} ms`);
    });
    const pictureMark = `performance.getEntriesByName('${FIRST_SCREEN.pictureMark}').length > 0`;
    await page
      .waitForFunction(pictureMark, undefined, { timeout: pictureTimeoutMs })
      .catch(() => undefined);
    // A resource's timing entry exists once it has finished: wait for the phase's last answer.
    await page.waitForLoadState('networkidle', { timeout: screenTimeoutMs }).catch(() => {
      throw new FirstScreenError(`${url}: the network never went idle`);
    });
    const timings = await page.evaluate(readTimings, FIRST_SCREEN);
    if (timings.screen === undefined) throw new FirstScreenError(`${url}: the mark is gone`);
    const until = Math.max(timings.screen, timings.picture ?? 0);
    const files = await filesOf(timings.resources, until, counted, answered);
    return { firstScreenMs: timings.screen, firstPictureMs: timings.picture, files };
  } finally {
    page.off('response', onResponse);
    await page.close();
  }
}

async function filesOf(
  resources: PageTimings['resources'],
  untilMs: number,
  counted: ReadonlyMap<string, Counted>,
  answered: ReadonlySet<string>,
): Promise<FetchedFile[]> {
  const firstStart = new Map<string, number>();
  for (const { url, startMs } of resources) {
    if (startMs > untilMs) continue;
    // A request of the phase the harness never saw answered would go uncounted: refuse instead.
    if (!answered.has(url)) throw new FirstScreenError(`${url}: fetched, but no answer was seen`);
    firstStart.set(url, Math.min(startMs, firstStart.get(url) ?? startMs));
  }
  const files: FetchedFile[] = [];
  for (const [url, startMs] of firstStart) {
    const body = counted.get(url);
    if (body === undefined) continue;
    const { kind, gzip } = await body.catch((error: unknown) => {
      throw new FirstScreenError(`${url}: its body could not be read`, { cause: error });
    });
    files.push({ url, kind, gzip, startMs });
  }
  return files;
}
