// Validates params, query, body and headers with the endpoint's own schemas (issue 4, "Bad input
// and security"): anything the contract refuses becomes a 400 with the envelope, before any work.
import type { EndpointDescriptor } from '@bet/api/contract/endpoint';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from './errors.ts';

/** The largest request body: app.ts refuses a larger one (413) before any route reads it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** application/json, or a JSON-based type (application/problem+json), with any parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
  headers: unknown;
}

export async function readInput(c: Context, endpoint: EndpointDescriptor): Promise<RawInput> {
  return {
    params: check('path', endpoint.params, c.req.param()),
    query: check('query', endpoint.query, c.req.query()),
    body: endpoint.body ? check('body', endpoint.body, await readJson(c)) : undefined,
    headers: check('headers', endpoint.headers, lowerCaseHeaders(c)),
  };
}

/** Whether the path parameters are what the endpoint's schema accepts. */
export function paramsMatch(c: Context, endpoint: EndpointDescriptor): boolean {
  return endpoint.params === undefined || endpoint.params.safeParse(c.req.param()).success;
}

function check(part: string, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(describeIssues(part, result.error.issues));
}

/** "body.amount: expected an amount above zero; body.password: Required" (at most three). */
export function describeIssues(part: string, issues: readonly z.core.$ZodIssue[]): string {
  const described = issues.slice(0, 3).map((issue) => {
    const where = [part, ...issue.path.map(String)].join('.');
    return `${where}: ${issue.message.slice(0, 200)}`;
  });
  return `Invalid request: ${described.join('; ')}`;
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  // An empty body is `undefined`: the schema says whether that is acceptable.
  if (text.trim() === '') return undefined;
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? ''))
    throw new AppError(415, 415, 'Invalid request: send the body as application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Invalid request: body is not valid JSON');
  }
}

function lowerCaseHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  return headers;
}
