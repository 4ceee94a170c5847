import type { ApiError } from './errors';

/** Why the session is no longer usable; the app clears tokens and redirects (spec section 8). */
export type UnauthorizedReason =
  'refresh-failed' | 'no-refresh-token' | 'no-session' | 'replay-rejected';

export interface ApiEvents {
  unauthorized: { readonly endpointId: string; readonly reason: UnauthorizedReason };
  refreshed: { readonly rotated: boolean };
  'request-error': { readonly endpointId: string; readonly error: ApiError };
}

export type Listener<T> = (payload: T) => void;

export interface Emitter<Events> {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

/**
 * A tiny typed emitter. A throwing listener is reported on the console and does not stop the
 * others or the request that emitted.
 */
export function createEmitter<Events>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          console.error(`api: a '${String(type)}' listener threw`, error);
        }
      }
    },
  };
}
