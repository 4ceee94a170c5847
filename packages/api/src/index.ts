// Root entry: the client and the contract essentials. Side-effect free; subpath imports
// (`@bet/api/contract/endpoints`, `@bet/api/contract/wallet-socket`) load only what they name.
export { createApiClient } from './client/create-api-client';
export { createHttpClient, type HttpClient, type RequestInput } from './client/http-client';
export type { ApiClient, ApiClientOptions, CallArgs, CallInput, GroupName } from './client/types';
export { createMemoryTokenStore, type MemoryTokens, type TokenStore } from './client/token-store';
export {
  API_ERROR_KINDS,
  ApiBusinessError,
  ApiFetchError,
  ApiHttpError,
  ApiInvalidInputError,
  ApiParsingError,
  ApiTimeoutError,
  ERROR_KEYS,
  httpMessageKey,
  isApiError,
  userMessage,
  type ApiError,
  type ApiErrorKind,
  type ErrorKey,
} from './client/errors';
export type { ApiEvents, Emitter, UnauthorizedReason } from './client/events';
export type { Result } from './client/result';
export {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_STEP,
  defaultBackoff,
  isRetryable,
} from './client/retry-policy';
export {
  AUTH_MODES,
  buildPath,
  colonPath,
  defineEndpoint,
  envelope,
  fullPath,
  SUCCESS_CODE,
  type AuthMode,
  type EndpointData,
  type EndpointDescriptor,
  type EndpointInput,
  type HttpMethod,
} from './contract/endpoint';
export {
  ENDPOINT_LIST,
  ENDPOINTS,
  isEndpointId,
  type AnyEndpoint,
  type DataOf,
  type EndpointId,
  type EndpointOf,
  type InputOf,
} from './contract/endpoints';
export { bearer, HEADER, PLATFORM_WEB, tokenFromAuthorization } from './contract/headers';
export { matchRoute, renderRouteTable, ROUTES, type RouteMatch } from './routes';
export {
  ROOT_API_PREFIX,
  SERVICE_PREFIX,
  WALLET_SOCKET_PATH,
  type Service,
} from './contract/service-paths';
