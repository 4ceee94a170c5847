import type { DataOf, EndpointId, InputOf } from '../contract/endpoints';
import type { ApiEvents, Emitter } from './events';
import type { Result } from './result';
import type { TokenStore } from './token-store';

export interface ApiClientOptions {
  /** Origin (and optional path) in front of the service prefixes; '' for the page's origin. */
  readonly baseUrl: string;
  readonly tokens: TokenStore;
  /** Current language code, sent with every request. */
  readonly language: () => string;
  /** The brand id sent with every request (HEADER.brand); absent: the server's default brand. */
  readonly brand?: string | undefined;
  readonly fetch?: typeof globalThis.fetch;
  /** Per attempt; default 5000 (spec section 9). */
  readonly timeoutMs?: number;
  /** Extra attempts after the first; default 3 (spec section 9). */
  readonly retries?: number;
  /** Delay before retry n (1-based), in ms; default grows to the 5th step (defaultBackoff). */
  readonly backoff?: (attempt: number) => number;
  /** Idempotency-Key of a money-moving call; default crypto.randomUUID. */
  readonly idempotencyKey?: () => string;
}

/** Input of a call: its params, query, body and headers, plus an optional abort signal. */
export type CallInput<Id extends EndpointId> = InputOf<Id> & { readonly signal?: AbortSignal };

/** The input argument is optional when nothing in it is required. */
export type CallArgs<Id extends EndpointId> =
  object extends InputOf<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

/**
 * CallArgs behind a conditional the compiler defers while `Id` is still being inferred. Without it,
 * checking `call('x', { ... })` expands the inputs of every id at once (TS2590, "union type too
 * complex"); with it, the input is checked against the one id given.
 */
export type ArgsOf<Id extends EndpointId> =
  CallArgs<Id> extends infer Args extends unknown[] ? Args : never;

export type GroupName = EndpointId extends infer Id
  ? Id extends `${infer G}.${string}`
    ? G
    : never
  : never;

/** `api.profile.info()`, `api.sports.bet({ params, body })` ... generated from the descriptors. */
export type GroupedCalls = {
  readonly [G in GroupName]: {
    readonly [Id in EndpointId as Id extends `${G}.${infer Name}` ? Name : never]: (
      ...args: CallArgs<Id>
    ) => Promise<DataOf<Id>>;
  };
};

export interface ApiClientCore {
  /** Calls an endpoint by id; resolves with its data, rejects with an ApiError. */
  call<Id extends EndpointId>(id: Id, ...args: ArgsOf<Id>): Promise<DataOf<Id>>;
  /** Same as call, as a Result that never rejects with an ApiError. */
  safeCall<Id extends EndpointId>(id: Id, ...args: ArgsOf<Id>): Promise<Result<DataOf<Id>>>;
  readonly events: Emitter<ApiEvents>;
}

export type ApiClient = ApiClientCore & GroupedCalls;
