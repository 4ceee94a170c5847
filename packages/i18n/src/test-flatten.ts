// Test support: flattens nested resources into 'a.b.c' -> value pairs.

export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flatten(child, prefix === '' ? key : `${prefix}.${key}`))
      out.set(path, leaf);
  }
  return out;
}

/** The {{placeholders}} of a string, sorted and without repeats. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}
