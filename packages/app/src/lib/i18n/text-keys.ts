// Registers the keys of the app's string store with @bet/ui's text hook (declaration merging):
// the shared namespaces of @bet/i18n ('common:nav.home', 'errors:unauthorized', 'ui:close', ...)
// and the app's own 'app' namespace ('app:home.downloadAction'). @bet/i18n cannot do this itself:
// it is framework-free and sits below @bet/ui. text.tsx imports this file, so every program with
// the app's providers has the keys.
import type { KeyPaths, TranslationKey } from '@bet/i18n';
import type { AppStrings } from './app-i18n';

/** A key of the app's own 'app' namespace, without the namespace ('home.downloadAction'). */
export type AppTextKey = KeyPaths<AppStrings>;

declare module '@bet/ui/text' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextKeys extends Record<TranslationKey | `app:${AppTextKey}`, true> {}
}
