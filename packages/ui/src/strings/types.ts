import type { UI_STRINGS_EN } from './ui-strings';

export type UiStringKey = keyof typeof UI_STRINGS_EN;

/** A full set of chrome strings, e.g. one language of @bet/i18n's `ui` namespace. */
export type UiStrings = Record<UiStringKey, string>;

/** Values for `{{name}}` placeholders. */
export type UiStringValues = Readonly<Record<string, string | number>>;

/** Resolves a chrome string; `useUiStrings()` returns one. */
export type UiTranslate = (key: UiStringKey, values?: UiStringValues) => string;

/** An i18next-like `t` (e.g. `i18n.getFixedT(lng, 'ui')`): returns the key when it has no entry. */
export type ExternalTranslate = (key: string, values?: UiStringValues) => string;
