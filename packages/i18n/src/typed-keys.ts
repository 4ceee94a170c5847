// Typed keys (issue 6: "a missing key is a type error"): i18next's t() is checked against the
// English resources, with 'common' as the default namespace. Importing anything from @bet/i18n
// brings this augmentation into the importing program. Other packages must not augment
// CustomTypeOptions themselves (TypeScript reports conflicting declarations).
import type { EnglishResources } from './resources';
import type { DEFAULT_NAMESPACE } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: EnglishResources;
  }
}

/** A namespace-qualified key: 'common:nav.home', 'errors:unauthorized', ... */
export type TranslationKey = {
  [N in keyof EnglishResources]: `${N & string}:${KeyPaths<EnglishResources[N]>}`;
}[keyof EnglishResources];

/** Dotted paths of the string leaves of a resource object. */
export type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}`;
}[keyof T & string];
