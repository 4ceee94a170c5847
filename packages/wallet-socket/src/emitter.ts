/** A listener removal function. */
export type Unsubscribe = () => void;

type Listener<T> = (payload: T) => void;

export interface Emitter<Events extends object> {
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): Unsubscribe;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

/**
 * A tiny typed event emitter. A throwing listener is reported to `onListenerError` and does not
 * stop the other listeners: one faulty subscriber in the app must not silence the socket.
 */
export function createEmitter<Events extends object>(
  onListenerError: (error: unknown, type: keyof Events) => void,
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  function on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): Unsubscribe {
    const set = listeners.get(type) ?? new Set();
    listeners.set(type, set);
    // Wrapped so that subscribing the same function twice gives two independent subscriptions.
    const entry: Listener<Events[K]> = (payload) => listener(payload);
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  function emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    // A copy, so listeners that unsubscribe (or subscribe) while running do not disturb the loop.
    const current = [...(listeners.get(type) ?? [])] as Listener<Events[K]>[];
    for (const listener of current) {
      try {
        listener(payload);
      } catch (error) {
        onListenerError(error, type);
      }
    }
  }

  return { on, emit };
}
