import type { EndpointDescriptor } from '../contract/endpoint';
import { ENDPOINT_LIST, ENDPOINTS, isEndpointId, type EndpointId } from '../contract/endpoints';
import { ApiFetchError } from './errors';
import { createHttpClient, type HttpClient } from './http-client';
import { toResult } from './result';
import type { ApiClient, ApiClientCore, ApiClientOptions, GroupedCalls } from './types';

type Input = Parameters<HttpClient['request']>[1];
type Call = (id: string, input?: Input) => Promise<unknown>;

type Groups = Record<string, Record<string, (input?: Input) => Promise<unknown>>>;

/** Every endpoint of the contract is there as `groups[group][name]`: the shape GroupedCalls types. */
function hasEveryEndpoint(groups: Groups): groups is Groups & GroupedCalls {
  return ENDPOINT_LIST.every(({ id }) => {
    const [group = '', name = ''] = id.split('.');
    return typeof groups[group]?.[name] === 'function';
  });
}

function groupCalls(call: Call): GroupedCalls {
  const groups: Groups = {};
  for (const { id } of ENDPOINT_LIST) {
    const [group = '', name = ''] = id.split('.');
    groups[group] ??= {};
    groups[group][name] = (input) => call(id, input);
  }
  if (!hasEveryEndpoint(groups)) throw new Error('@bet/api: an endpoint id is not group.name');
  return groups;
}

/**
 * The typed HTTP client of the whole contract, on ky: `api.call('profile.info')` or
 * `api.profile.info()`. It validates input, sends the headers of design.md, retries per the
 * policy, refreshes the session on 401 and parses every answer; it never shows anything (no
 * toasts, no redirects): the app listens to `events` and reads the typed errors.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttpClient(options);
  const request = http.request as (endpoint: EndpointDescriptor, input?: Input) => Promise<unknown>;
  const call: Call = (id, input) => {
    if (!isEndpointId(id)) return Promise.reject(new ApiFetchError(id, 'unknown endpoint'));
    return request(ENDPOINTS[id], input);
  };
  const core: ApiClientCore = {
    call: ((id: EndpointId, input?: Input) => call(id, input)) as ApiClientCore['call'],
    safeCall: ((id: EndpointId, input?: Input) =>
      toResult(() => call(id, input))) as ApiClientCore['safeCall'],
    events: http.events,
  };
  return Object.assign(groupCalls(call), core);
}
