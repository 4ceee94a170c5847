// Feeds UiStringsProvider from @bet/i18n's `ui` namespace. Unknown languages, a missing namespace
// or non-string entries fall back to the design system's English defaults.
import { resources } from '../packages/i18n/src/resources';
import type { UiStrings } from '../packages/ui/src/strings';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function uiStringsFor(language: string): Partial<UiStrings> {
  const namespaces: unknown = (resources as Readonly<Record<string, unknown>>)[language];
  const ui = isRecord(namespaces) ? namespaces.ui : undefined;
  if (!isRecord(ui)) return {};
  return Object.fromEntries(
    Object.entries(ui).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
