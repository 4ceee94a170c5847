// Public API of @bet/ui/strings.
export { UI_STRINGS_EN } from './ui-strings';
export { interpolate } from './interpolate';
export { createTranslate, englishTranslate, type TranslateSources } from './create-translate';
export {
  UiStringsProvider,
  useUiStrings,
  type UiStringsProviderProps,
} from './ui-strings-provider';
export type {
  ExternalTranslate,
  UiStringKey,
  UiStrings,
  UiStringValues,
  UiTranslate,
} from './types';
