import type { UI_STRINGS_EN } from './ui-strings';

/** A key of the design system's own chrome strings ('close'), without its namespace. */
export type UiStringKey = keyof typeof UI_STRINGS_EN;

/**
 * The registry of every text key, namespace-qualified ('ui:close'). A package that adds strings
 * to the store registers its keys by declaration merging:
 *
 *   declare module '@bet/ui/text' {
 *     interface TextKeys extends Record<'app:home.title' | 'app:home.intro', true> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by declaration merging
export interface TextKeys extends Record<`ui:${UiStringKey}`, true> {}

/** A key `useText()` accepts: any registered key of the program. */
export type TextKey = keyof TextKeys & string;

/** Values for `{{name}}` placeholders (and i18next options such as `count`). */
export type TextValues = Readonly<Record<string, string | number>>;

/** What `useText()` returns: the text of a registered key. */
export type Text = (key: TextKey, values?: TextValues) => string;

/**
 * The string store's lookup, given to TextProvider: the text of a key in the current language,
 * or undefined when the store has none.
 */
export type Translate = (key: string, values?: TextValues) => string | undefined;
