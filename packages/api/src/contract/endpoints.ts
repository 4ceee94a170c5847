import { activityEndpoints } from './activities';
import { chatEndpoints } from './chat';
import { cricketEndpoints } from './cricket';
import type { EndpointData, EndpointInput } from './endpoint';
import { lotteryRacingEndpoints } from './lottery-racing';
import { noticeEndpoints } from './notices';
import { otherReadEndpoints } from './other-reads';
import { reportEndpoints } from './reports';
import { sportsEndpoints } from './sports';
import { thirdPartyGameEndpoints } from './third-party-games';
import { transactionEndpoints } from './transactions';
import { userAccountEndpoints } from './user-account';
import { verificationEndpoints } from './verification';

/** Every call of the contract, in the order of spec section 7, then the "other reads". */
export const ENDPOINT_LIST = [
  ...userAccountEndpoints,
  ...verificationEndpoints,
  ...reportEndpoints,
  ...sportsEndpoints,
  ...cricketEndpoints,
  ...lotteryRacingEndpoints,
  ...transactionEndpoints,
  ...noticeEndpoints,
  ...thirdPartyGameEndpoints,
  ...chatEndpoints,
  ...activityEndpoints,
  ...otherReadEndpoints,
] as const;

export type AnyEndpoint = (typeof ENDPOINT_LIST)[number];
export type EndpointId = AnyEndpoint['id'];
/** Descriptor types by id (a key lookup: cheaper for the compiler than Extract on the union). */
export type EndpointMap = { readonly [E in AnyEndpoint as E['id']]: E };
export type EndpointOf<Id extends EndpointId> = EndpointMap[Id];
export type DataOf<Id extends EndpointId> = EndpointData<EndpointOf<Id>>;
export type InputOf<Id extends EndpointId> = EndpointInput<EndpointOf<Id>>;

/** The descriptors by id. */
export const ENDPOINTS = Object.fromEntries(
  ENDPOINT_LIST.map((endpoint) => [endpoint.id, endpoint]),
) as EndpointMap;

export function isEndpointId(value: string): value is EndpointId {
  return Object.hasOwn(ENDPOINTS, value);
}
