// One language's app strings are a folder of section files (app-strings/<lng>/<section>.json), so
// that features and translators edit their own file. Each language's index.ts merges its folder
// into one object, one lazy chunk per language.
export type SectionFiles = Readonly<Record<string, unknown>>;

/** { './home.json': {...} } to { home: {...} }. */
export function mergeSections(files: SectionFiles): Record<string, unknown> {
  const strings: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const section = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (section !== undefined) strings[section] = content;
  }
  return strings;
}
