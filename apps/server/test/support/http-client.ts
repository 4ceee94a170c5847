// A small fetch wrapper for the integration tests: JSON in, envelope out, status kept.
import { randomUUID } from 'node:crypto';

export interface Reply<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (not JSON-encoded): for malformed-body tests. */
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export function client(baseUrl: string) {
  return async function request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['Content-Type'] = 'application/json';
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let envelope: { code?: number; msg?: string; data?: unknown } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = { code: -1, msg: text, data: null };
    }
    return {
      status: response.status,
      code: envelope.code ?? -1,
      msg: envelope.msg ?? '',
      data: envelope.data as T,
      headers: response.headers,
    };
  };
}

export type Request = ReturnType<typeof client>;

export const newKey = (): string => `test-${randomUUID()}`;
