import type { z } from 'zod';
import { buildPath, type EndpointDescriptor } from '../contract/endpoint';
import { ApiInvalidInputError } from './errors';

type Part = 'params' | 'query' | 'body' | 'headers';

export interface RawInput {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers?: unknown;
}

/** A request ready to send: every part has passed its schema. */
export interface PreparedRequest {
  readonly path: string;
  readonly searchParams: Readonly<Record<string, string>>;
  readonly json: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

function parsePart(endpoint: EndpointDescriptor, part: Part, input: RawInput): unknown {
  const schema: z.ZodType | undefined = endpoint[part];
  if (schema === undefined) return undefined;
  // A missing part is an empty object: every part schema describes objects, and the types make a part
  // optional exactly when its fields all are.
  const result = schema.safeParse(input[part] ?? {});
  if (!result.success) throw new ApiInvalidInputError(endpoint.id, part, result.error.issues);
  return result.data;
}

/** Query and header values on the wire are strings; absent values are left out. */
function asStrings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined && item !== null) out[key] = String(item);
  }
  return out;
}

/**
 * Validates the caller's input with the endpoint's schemas (the same the server uses) and builds
 * the path, query and body. Bad input throws ApiInvalidInputError before anything is sent.
 */
export function prepareRequest(
  endpoint: EndpointDescriptor,
  input: RawInput = {},
): PreparedRequest {
  const params = asStrings(parsePart(endpoint, 'params', input));
  return {
    path: buildPath(endpoint, params),
    searchParams: asStrings(parsePart(endpoint, 'query', input)),
    json: parsePart(endpoint, 'body', input),
    headers: asStrings(parsePart(endpoint, 'headers', input)),
  };
}
