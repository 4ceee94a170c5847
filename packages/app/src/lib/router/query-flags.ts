// Query flags valid on any page (spec section 2): chat, mybet, invite, support and menu. The URL
// is the state, so a flag survives reload and the back button closes what it opened.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const QUERY_FLAGS = ['chat', 'mybet', 'invite', 'support', 'menu'] as const;
export type QueryFlag = (typeof QUERY_FLAGS)[number];

export function isFlagOn(params: URLSearchParams, flag: QueryFlag): boolean {
  return params.get(flag) === 'true';
}

/** The search string without `flag` ('' when nothing is left). */
export function withoutFlag(params: URLSearchParams, flag: QueryFlag): string {
  const next = new URLSearchParams(params);
  next.delete(flag);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}

export function withFlag(params: URLSearchParams, flag: QueryFlag): string {
  const next = new URLSearchParams(params);
  next.set(flag, 'true');
  return `?${next.toString()}`;
}

/** Whether the flag is on, and setters that add it or strip it from the current URL. */
export function useQueryFlag(flag: QueryFlag) {
  const [params, setParams] = useSearchParams();
  const open = isFlagOn(params, flag);
  const set = useCallback(
    (on: boolean, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => new URLSearchParams(on ? withFlag(current, flag) : withoutFlag(current, flag)),
        {
          replace: options.replace ?? !on,
        },
      ),
    [flag, setParams],
  );
  return [open, set] as const;
}
