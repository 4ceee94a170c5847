// Feeds TextProvider from @bet/i18n's `ui` namespace as 'ui:'-qualified keys. Unknown languages, a
// missing namespace or non-string entries fall back to the design system's English defaults.
import { resources } from '../packages/i18n/src/resources';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function uiStringsFor(language: string): Readonly<Record<string, string>> {
  const namespaces: unknown = (resources as Readonly<Record<string, unknown>>)[language];
  const ui = isRecord(namespaces) ? namespaces.ui : undefined;
  if (!isRecord(ui)) return {};
  return Object.fromEntries(
    Object.entries(ui).flatMap(([key, text]) =>
      typeof text === 'string' ? [[`ui:${key}`, text] as const] : [],
    ),
  );
}
