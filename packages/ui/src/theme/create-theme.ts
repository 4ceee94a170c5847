// A brand passes only what differs from the base theme (design.md: a brand is theme overrides).
import type { ComponentOverrides, Theme } from './contract';
import { defaultTheme } from './default-theme';

/** Every key optional at every depth; arrays, functions and component styles are replaced whole. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/** What a brand may override. `components` entries replace the base entry of the same id. */
export type ThemeOverrides = DeepPartial<Omit<Theme, 'components'>> & {
  readonly components?: ComponentOverrides;
};

/** Thrown when an override does not fit the contract (e.g. a string where a group belongs). */
export class ThemeOverrideError extends Error {
  override readonly name = 'ThemeOverrideError';
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Invalid theme override at "${path}": ${detail}`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mergeValue(base: unknown, override: unknown, path: string): unknown {
  if (override === undefined) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(override)) {
      throw new ThemeOverrideError(path, `expected an object, got ${typeof override}`);
    }
    return mergeObjects(base, override, path);
  }
  if (isPlainObject(override) && base !== undefined) {
    throw new ThemeOverrideError(path, `expected a ${typeof base}, got an object`);
  }
  return override;
}

function mergeObjects(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
  path: string,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    result[key] = mergeValue(base[key], value, path ? `${path}.${key}` : key);
  }
  return result;
}

/**
 * Builds a full theme from overrides on top of `base` (the default theme unless given), so a
 * brand can also extend another brand. Throws ThemeOverrideError on a shape mismatch.
 */
export function createTheme(overrides: ThemeOverrides = {}, base: Theme = defaultTheme): Theme {
  const { components, ...tokens } = overrides;
  const { components: baseComponents, ...baseTokens } = base;
  const merged = mergeObjects(baseTokens, tokens, '') as Omit<Theme, 'components'>;
  return { ...merged, components: { ...baseComponents, ...components } };
}
