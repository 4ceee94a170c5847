import { envelopeHeadSchema, SUCCESS_CODE, type EndpointDescriptor } from '../contract/endpoint';
import { ApiBusinessError, ApiParsingError } from './errors';

function parseJson(endpointId: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiParsingError(endpointId, 'body is not JSON', [], { cause: error });
  }
}

/**
 * Reads a 2xx body: the envelope `{ code, msg, data }` (design.md), then `data` against the
 * endpoint's schema. A non-zero code is a business error, or `null` for the endpoints that want
 * no data instead (spec section 7: a single-bet response with a non-zero code yields no data).
 */
export function readEnvelope(endpoint: EndpointDescriptor, text: string): unknown {
  const head = envelopeHeadSchema.safeParse(parseJson(endpoint.id, text));
  if (!head.success)
    throw new ApiParsingError(endpoint.id, 'body is not an envelope', head.error.issues);
  const { code, msg, data } = head.data;
  if (code !== SUCCESS_CODE) {
    if (endpoint.nullOnBusinessError) return null;
    throw new ApiBusinessError(endpoint.id, code, msg, data ?? null);
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success)
    throw new ApiParsingError(endpoint.id, 'data does not match the schema', parsed.error.issues);
  return parsed.data;
}

/** The `msg` of an error body, when it is an envelope-like object with a non-empty msg. */
export function errorBodyMsg(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('msg' in data)) return null;
  const { msg } = data;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}
