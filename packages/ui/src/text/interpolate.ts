// `{{name}}` placeholders, the i18next syntax the `ui` namespace uses ('Slide {{current}} of
// {{total}}'). A placeholder without a value stays visible rather than turning into "undefined".
import type { TextValues } from './types';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function interpolate(template: string, values: TextValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
