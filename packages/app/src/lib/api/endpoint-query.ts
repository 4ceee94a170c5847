// Every read and write of the app goes through these helpers, derived from the contract of
// @bet/api: `endpointQuery(id, input)` gives react-query options whose key is `[id, input]`,
// `endpointPages(id, input)` the same for a list read a page at a time, and
// `endpointMutation(id, { invalidates })` gives mutation options whose success invalidates the
// named reads and whose failure shows the error catalogue's toast (see mutation-feedback.tsx).
//
// A feature's own file only names the endpoint and adds what is special about it (polling,
// staleness, select), like bulletproof-react's one-endpoint-per-file pattern:
//   export const balanceQuery = () => ({ ...endpointQuery('wallet.balance'), refetchInterval });
//
// The queries take the HTTP client from the QueryClient they run in (`bindHttp`), so the options
// are plain values that tests and loaders can build without React.
import type { ApiError } from '@bet/api/client/errors';
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import type { DataOf, EndpointGroup, EndpointId, InputOf } from '@bet/api/contract/endpoints';
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { afterFirstPaint } from '../scheduling/after-paint';
import type { HttpClient } from './http';

/**
 * The contract's groups, each its own chunk (its zod schemas), fetched when a call of the group
 * first runs: no schema weighs on the first render (design.md budget).
 */
const GROUPS: Record<EndpointGroup, () => Promise<readonly EndpointDescriptor[]>> = {
  activities: () => import('@bet/api/contract/activities').then((m) => m.activitiesEndpoints),
  auth: () => import('@bet/api/contract/auth').then((m) => m.authEndpoints),
  chat: () => import('@bet/api/contract/chat').then((m) => m.chatEndpoints),
  config: () => import('@bet/api/contract/config').then((m) => m.configEndpoints),
  cricket: () => import('@bet/api/contract/cricket').then((m) => m.cricketEndpoints),
  games: () => import('@bet/api/contract/games').then((m) => m.gamesEndpoints),
  home: () => import('@bet/api/contract/home').then((m) => m.homeEndpoints),
  invite: () => import('@bet/api/contract/invite').then((m) => m.inviteEndpoints),
  lottery: () => import('@bet/api/contract/lottery').then((m) => m.lotteryEndpoints),
  notices: () => import('@bet/api/contract/notices').then((m) => m.noticesEndpoints),
  profile: () => import('@bet/api/contract/profile').then((m) => m.profileEndpoints),
  promotions: () => import('@bet/api/contract/promotions').then((m) => m.promotionsEndpoints),
  racing: () => import('@bet/api/contract/racing').then((m) => m.racingEndpoints),
  reports: () => import('@bet/api/contract/reports').then((m) => m.reportsEndpoints),
  safety: () => import('@bet/api/contract/safety').then((m) => m.safetyEndpoints),
  sports: () => import('@bet/api/contract/sports').then((m) => m.sportsEndpoints),
  support: () => import('@bet/api/contract/support').then((m) => m.supportEndpoints),
  verification: () => import('@bet/api/contract/verification').then((m) => m.verificationEndpoints),
  wallet: () => import('@bet/api/contract/wallet').then((m) => m.walletEndpoints),
};

export class UnknownEndpointError extends Error {
  override readonly name = 'UnknownEndpointError';
}

const groupOf = (id: EndpointId) => id.slice(0, id.indexOf('.')) as EndpointGroup;

/**
 * The descriptor of an id, loading its group's chunk on first use: after the first screen is
 * painted (the API layer's code is not part of it: lib/scheduling/after-paint.ts).
 */
export async function descriptorOf(id: EndpointId): Promise<EndpointDescriptor> {
  await afterFirstPaint();
  const load = GROUPS[groupOf(id)];
  const endpoint = (await load()).find((candidate) => candidate.id === id);
  if (endpoint === undefined) throw new UnknownEndpointError(`No endpoint ${id} in the contract`);
  return endpoint;
}

const clients = new WeakMap<QueryClient, HttpClient>();

export class UnboundQueryClientError extends Error {
  override readonly name = 'UnboundQueryClientError';
  constructor() {
    super('This QueryClient has no HTTP client: create it with createAppQueryClient(http).');
  }
}

/** Gives a QueryClient the HTTP client its endpoint queries and mutations call. */
export function bindHttp(queryClient: QueryClient, http: HttpClient): void {
  clients.set(queryClient, http);
}

/** The HTTP client bound to a QueryClient. */
export function httpOf(queryClient: QueryClient): HttpClient {
  const http = clients.get(queryClient);
  if (http === undefined) throw new UnboundQueryClientError();
  return http;
}

async function callById(
  queryClient: QueryClient,
  id: EndpointId,
  input: object | undefined,
  signal?: AbortSignal,
): Promise<unknown> {
  return httpOf(queryClient).request(await descriptorOf(id), { ...input, signal });
}

/** Calls an endpoint by id through the QueryClient's HTTP client, typed by the id. */
export const callEndpoint: <Id extends EndpointId>(
  queryClient: QueryClient,
  id: Id,
  input: NoInfer<InputOf<Id>> | undefined,
  signal?: AbortSignal,
) => Promise<DataOf<Id>> = callById as never;

/** The input argument, optional when the endpoint needs none (deferred: see @bet/api ArgsOf). */
export type InputArgs<Id extends EndpointId> = (
  object extends InputOf<Id> ? [input?: InputOf<Id>] : [input: InputOf<Id>]
) extends infer A extends unknown[]
  ? A
  : never;

/** `[id, input]`: every read of an endpoint starts with its id, so `[id]` matches them all. */
export type EndpointKey = readonly [EndpointId, object];

/** The key of a read; an input left out is `{}`, the same as an empty one. */
export function endpointKey(id: EndpointId, input?: object): EndpointKey {
  return [id, input ?? {}];
}

/** Matches every read of an endpoint, whatever its input (to invalidate, remove or cancel). */
export function endpointFilter(id: EndpointId): { readonly queryKey: readonly [EndpointId] } {
  return { queryKey: [id] };
}

/** Query options of a read: key `[id, input]`, the call, the contract's parsed data. */
export function endpointQuery<Id extends EndpointId>(id: Id, ...args: InputArgs<Id>) {
  // Typed at the signature; inside, the input is a plain object (the contract validates it).
  const input = args[0] as object | undefined;
  return queryOptions<DataOf<Id>, ApiError, DataOf<Id>, EndpointKey>({
    queryKey: endpointKey(id, input),
    queryFn: ({ client, signal }) => callById(client, id, input, signal) as Promise<DataOf<Id>>,
  });
}

type Paged = { readonly list: readonly unknown[]; readonly total: number };

/** Ids of the list reads that answer a page (`{ list, total }`) for `start` and `limit`. */
export type PagedEndpointId = {
  [Id in EndpointId]: DataOf<Id> extends Paged
    ? InputOf<Id> extends { readonly query?: { readonly start?: unknown } | undefined }
      ? Id
      : never
    : never;
}[EndpointId];

/** The next page's `start`, or undefined when every row is loaded (spec section 9, scroll end). */
export function nextStart(last: Paged, pages: readonly Paged[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Infinite-query options of a paged list: `start` moves on by what is loaded. */
export function endpointPages<Id extends PagedEndpointId>(
  id: Id,
  input: InputOf<Id>,
  pageSize: number,
) {
  const base = input as { readonly query?: object };
  return infiniteQueryOptions({
    queryKey: [id, base, { pageSize }] as const,
    queryFn: ({ client, signal, pageParam }) =>
      callById(
        client,
        id,
        { ...base, query: { ...base.query, start: pageParam, limit: pageSize } },
        signal,
      ) as Promise<DataOf<Id> & Paged>,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextStart(last, pages),
  });
}

/** What a mutation of an endpoint says to the app around it (typed in react-query's Register). */
export interface EndpointMutationMeta extends Record<string, unknown> {
  /** Reads to invalidate on success: every read of each id, whatever its input. */
  readonly invalidates: readonly EndpointId[];
  /** Show the error catalogue's toast on failure (false when the form shows the error itself). */
  readonly errorToast: boolean;
}

export interface EndpointMutationOptions {
  readonly invalidates?: readonly EndpointId[];
  readonly errorToast?: boolean;
}

/** Mutation options of a write: the variables are the endpoint's input. */
export function endpointMutation<Id extends EndpointId>(
  id: Id,
  options: EndpointMutationOptions = {},
) {
  const meta: EndpointMutationMeta = {
    invalidates: options.invalidates ?? [],
    errorToast: options.errorToast ?? true,
  };
  return mutationOptions<DataOf<Id>, ApiError, InputOf<Id>>({
    mutationKey: [id],
    mutationFn: (input: unknown, { client }) =>
      callById(client, id, input as object | undefined) as Promise<DataOf<Id>>,
    meta,
  });
}

/** What a read says to the app around it. */
export interface EndpointQueryMeta extends Record<string, unknown> {
  /** Not read again when the language changes (a running game's launch). */
  readonly sameInEveryLanguage?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: EndpointQueryMeta;
    mutationMeta: Partial<EndpointMutationMeta>;
  }
}
