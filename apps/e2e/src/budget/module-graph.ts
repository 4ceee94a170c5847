// The JavaScript a brand's home page loads before its first render of '/', read from the build's
// Vite manifest (dist/.vite/manifest.json):
// - the entry (index.html's module script) and everything it imports statically;
// - the home route's chunk and its static imports: the router loads them before it renders '/';
// - the app strings of one language (createBrandApp waits for them); the largest one counts.
// Everything else (other routes, panels, modals, the API client and its schemas) loads after it.

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The route module rendered at '/' (packages/app/src/routes/route-table.tsx). */
export const HOME_ROUTE = /features\/home\/routes\/home-route\.tsx$/;
/** One language's app strings (packages/app/src/lib/i18n/app-strings/<lng>/index.ts). */
export const APP_STRINGS = /lib\/i18n\/app-strings\/[a-z]{2}\/index\.ts$/;

export class ManifestError extends Error {
  override readonly name = 'ManifestError';
}

/** The files of the chunks `keys` and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new ManifestError(`no chunk ${key} in the manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files].sort();
}

function keysMatching(manifest: Manifest, pattern: RegExp): string[] {
  return Object.keys(manifest).filter((key) => pattern.test(key));
}

/**
 * Every file loaded before the first render of '/'. `size` gives a file's cost (gzip bytes) to
 * pick the heaviest language.
 */
export function firstRenderFiles(manifest: Manifest, size: (file: string) => number): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const home = keysMatching(manifest, HOME_ROUTE);
  if (entries.length === 0) throw new ManifestError('the manifest has no entry');
  if (home.length !== 1) throw new ManifestError('the manifest has no single home route chunk');
  const base = new Set(staticClosure(manifest, [...entries, ...home]));
  const cost = (files: readonly string[]) =>
    files.filter((file) => !base.has(file)).reduce((sum, file) => sum + size(file), 0);
  const languages = keysMatching(manifest, APP_STRINGS).map((key) =>
    staticClosure(manifest, [key]),
  );
  const heaviest = languages.sort((a, b) => cost(b) - cost(a))[0] ?? [];
  return [...new Set([...base, ...heaviest])].sort();
}
