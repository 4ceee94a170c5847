// The first-render budget's arithmetic: which of the files a browser fetched count, how much they
// weigh, whether a brand is within the budget, and the lines printed for it. The browser side is
// first-screen.ts; check-budget.ts runs both for every brand.
import { gzipSync } from 'node:zlib';

/** The gate (design.md; issue 18): a brand over it fails the check. */
export const BUDGET_BYTES = 160 * 1024;
/** How many of the heaviest files a brand's report names. */
export const TOP_FILES = 6;

/** What a counted response is: JavaScript, or a JSON file of the build (the strings). */
export type FileKind = 'script' | 'json';

export interface FetchedFile {
  readonly url: string;
  readonly kind: FileKind;
  /** Gzip size of the body at level 9, whatever the server sent on the wire. */
  readonly gzip: number;
  /** When the browser asked for it, in ms from the navigation's start. */
  readonly startMs: number;
}

const JAVASCRIPT = /^(?:application|text)\/(?:x-)?(?:javascript|ecmascript)\b/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The kind of a response, or undefined when it does not count: every JavaScript response, and
 * every JSON file of the build (the strings under /locales; an API answer is data, not code).
 */
export function kindOf(
  contentType: string,
  url: string,
  isBuildFile: (url: string) => boolean,
): FileKind | undefined {
  if (JAVASCRIPT.test(contentType)) return 'script';
  if (JSON_TYPE.test(contentType) && isBuildFile(url)) return 'json';
  return undefined;
}

/** The gzip size of a body at the highest level, so no server's compression moves the figure. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).byteLength;
}

export interface PhaseFigures {
  readonly total: number;
  readonly scripts: number;
  readonly json: number;
  /** The phase's files, heaviest first. */
  readonly files: readonly FetchedFile[];
}

/** The files asked for at or before `untilMs` (a phase of the load), and their sums. */
export function phaseFigures(files: readonly FetchedFile[], untilMs: number): PhaseFigures {
  const inPhase = files
    .filter((file) => file.startMs <= untilMs)
    .sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url));
  const sum = (kind: FileKind) =>
    inPhase.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
  const scripts = sum('script');
  const json = sum('json');
  return { total: scripts + json, scripts, json, files: inPhase };
}

export type Verdict = 'ok' | 'OVER BUDGET';

/** Over the budget fails. */
export function verdictOf(total: number, budget = BUDGET_BYTES): Verdict {
  return total > budget ? 'OVER BUDGET' : 'ok';
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A file's name for the report: its path without the origin. */
export function shortName(url: string): string {
  const parsed = new URL(url);
  return parsed.origin === 'null' ? url : `${parsed.pathname}${parsed.search}`;
}

export interface BrandMeasure {
  readonly brand: string;
  readonly language: string;
  /** When the first screen had content, ms from the navigation's start. */
  readonly firstScreenMs: number;
  /** When the home's first picture had loaded, if it did within the wait. */
  readonly firstPictureMs: number | undefined;
  readonly files: readonly FetchedFile[];
}

/** The printed lines of one brand: the gated figure, its heaviest files, then the picture's. */
export function brandReport(measure: BrandMeasure): { verdict: Verdict; lines: string[] } {
  const first = phaseFigures(measure.files, measure.firstScreenMs);
  const verdict = verdictOf(first.total);
  const lines = [
    `  ${measure.brand.padEnd(12)} ${kb(first.total).padStart(9)}  ${verdict}` +
      `  (${first.files.length} files: JavaScript ${kb(first.scripts)}, strings ${kb(first.json)};` +
      ` ${measure.language}, first screen at ${Math.round(measure.firstScreenMs)} ms)`,
    ...first.files
      .slice(0, TOP_FILES)
      .map((file) => `      ${kb(file.gzip).padStart(9)}  ${shortName(file.url)}`),
  ];
  if (measure.firstPictureMs !== undefined) {
    const picture = phaseFigures(measure.files, measure.firstPictureMs);
    lines.push(
      `      then ${kb(picture.total - first.total)} more before the first picture` +
        ` (${Math.round(measure.firstPictureMs)} ms; not gated)`,
    );
  }
  return { verdict, lines };
}
