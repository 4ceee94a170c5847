import { activitiesEndpoints } from './activities';
import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { configEndpoints } from './config';
import { cricketEndpoints } from './cricket';
import type { EndpointData, EndpointInput } from './endpoint';
import { gamesEndpoints } from './games';
import { homeEndpoints } from './home';
import { inviteEndpoints } from './invite';
import { lotteryEndpoints } from './lottery';
import { noticesEndpoints } from './notices';
import { profileEndpoints } from './profile';
import { promotionsEndpoints } from './promotions';
import { racingEndpoints } from './racing';
import { reportsEndpoints } from './reports';
import { safetyEndpoints } from './safety';
import { sportsEndpoints } from './sports';
import { supportEndpoints } from './support';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';

/**
 * The endpoint groups. A group has the same name in every layer: its contract file
 * (`src/contract/<group>.ts`), the server's handler file (`handlers/<group>.ts`) and, where it has
 * screens, the app's feature folder (`features/<group>/`). Endpoint ids are `<group>.<name>`.
 */
export const ENDPOINT_GROUPS = [
  'auth',
  'profile',
  'verification',
  'wallet',
  'config',
  'reports',
  'sports',
  'cricket',
  'lottery',
  'racing',
  'games',
  'notices',
  'home',
  'promotions',
  'chat',
  'support',
  'activities',
  'invite',
  'safety',
] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

/** Every call of the contract, group by group. */
export const ENDPOINT_LIST = [
  ...authEndpoints,
  ...profileEndpoints,
  ...verificationEndpoints,
  ...walletEndpoints,
  ...configEndpoints,
  ...reportsEndpoints,
  ...sportsEndpoints,
  ...cricketEndpoints,
  ...lotteryEndpoints,
  ...racingEndpoints,
  ...gamesEndpoints,
  ...noticesEndpoints,
  ...homeEndpoints,
  ...promotionsEndpoints,
  ...chatEndpoints,
  ...supportEndpoints,
  ...activitiesEndpoints,
  ...inviteEndpoints,
  ...safetyEndpoints,
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
