// Public API of @bet/ui/text: the one text hook (useText), its provider and the key registry.
export { UI_STRINGS_EN } from './ui-strings';
export { interpolate } from './interpolate';
export {
  englishTranslate,
  recordTranslate,
  TextProvider,
  useText,
  type TextProviderProps,
} from './text-provider';
export type { Text, TextKey, TextKeys, TextValues, Translate, UiStringKey } from './types';
