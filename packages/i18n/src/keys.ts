// @bet/domain and @bet/api name messages with a dot after the namespace ('validation.required',
// 'errors.unauthorized'); i18next separates the namespace with a colon. This bridges the two, typed,
// so `t(toI18nKey(key))` is checked against the resources like any other key.
import { isNamespace, type Namespace } from './namespaces';

export type ToI18nKey<K extends string> = K extends `${infer N}.${infer Rest}`
  ? N extends Namespace
    ? `${N}:${Rest}`
    : K
  : K;

/** 'validation.passwordTooShort' -> 'validation:passwordTooShort'; other keys are returned as they are. */
export function toI18nKey<K extends string>(key: K): ToI18nKey<K> {
  const dot = key.indexOf('.');
  const ns = key.slice(0, Math.max(dot, 0));
  return (isNamespace(ns) ? `${ns}:${key.slice(dot + 1)}` : key) as ToI18nKey<K>;
}
