// Translation namespaces (one JSON file per language and namespace under locales/<lng>/<ns>.json),
// so that a route loads only the strings it needs (issue 6, "Detection ... loader").

export const NAMESPACES = [
  'common',
  'auth',
  'errors',
  'validation',
  'betting',
  'wallet',
  'profile',
  'help',
  'ui',
  'rewards',
  'safety',
  'lottery',
  'racing',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
