// The typed input a contract handler receives, derived from its endpoint descriptor.
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import type { BrandFacts } from '@bet/domain/brands';
import type { LanguageCode } from '@bet/domain/languages';
import type { z } from 'zod';
import type { Principal } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import type { IdempotentResult } from '../ledger/idempotency.ts';
import type { Services } from './services.ts';

type Parsed<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export interface CallContext<E extends EndpointDescriptor> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  headers: Parsed<E, 'headers'>;
  /** Signed-in member: always set when the endpoint's auth is 'member'. */
  principal: E extends { auth: 'member' } ? Principal : Principal | null;
  /** The raw token of Authorization (the refresh token for auth 'refresh'). */
  bearer: string | null;
  /** In an idempotent call, the transaction that also stores the answer: book money with it. */
  db: E extends { idempotent: true } ? Tx : Db;
  address: string;
  /** The brand the request comes from (the brand header; none: the default brand). */
  brand: BrandFacts;
  /** The request's language: the first of `languages`. */
  language: LanguageCode;
  /** The languages of the request, most wanted first, ending with the fallback (pt). */
  languages: readonly LanguageCode[];
  services: Services;
}

export type EndpointHandler<E extends EndpointDescriptor> = (
  call: CallContext<E>,
) => Promise<z.input<E['response']>>;

/** Handlers keyed by endpoint id; an endpoint without a handler is not mounted. */
export type HandlerMap<Es extends readonly EndpointDescriptor[]> = {
  [E in Es[number] as E['id']]?: EndpointHandler<E>;
};

export interface IdempotencyScope {
  memberId: bigint;
  key: string;
  fingerprint: string;
}

/**
 * Runs an idempotent call its own way (the bet intake's group commit) instead of one transaction
 * per call. It answers the stored first answer on a replay, like `idempotent()`.
 */
export type IdempotentRunner = (
  scope: IdempotencyScope,
  call: CallContext<EndpointDescriptor>,
) => Promise<IdempotentResult>;

/** A contract endpoint and how it is served: a handler, or an idempotent runner of its own. */
export type Route =
  | { endpoint: EndpointDescriptor; handler: EndpointHandler<EndpointDescriptor> }
  | { endpoint: EndpointDescriptor; runIdempotent: IdempotentRunner };

/** Pairs each endpoint of a group with its handler, keeping the pair's types checked. */
export function routesOf<const Es extends readonly EndpointDescriptor[]>(
  endpoints: Es,
  handlers: NoInfer<HandlerMap<Es>>,
): Route[] {
  const table = handlers as Record<string, EndpointHandler<EndpointDescriptor> | undefined>;
  return endpoints.flatMap((endpoint) => {
    const handler = table[endpoint.id];
    return handler ? [{ endpoint, handler }] : [];
  });
}
