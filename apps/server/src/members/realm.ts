// Where a brand's members live (issue 17). The operator chooses (MEMBERS): 'shared', one account
// for every brand; or 'per-brand', each brand registers and signs in its own members. A member's
// realm says which: 'shared', or the id of the brand that owns the account. Switching a running
// site to per-brand keeps the accounts made before it shared: they still sign in everywhere.
import type { BrandFacts } from '@bet/domain/brands';
import type { MembersMode } from '../config/config.ts';

export const SHARED_REALM = 'shared';

/** The realm a registration on this brand creates the account in. */
export function registrationRealm(mode: MembersMode, brand: BrandFacts): string {
  return mode === 'per-brand' ? brand.id : SHARED_REALM;
}

/** The realms whose members sign in on this brand: the shared one and the brand's own. */
export function realmsOn(brand: BrandFacts): [string, string] {
  return [brand.id, SHARED_REALM];
}

/** Whether a member of this realm may use this brand (a session of brand A is refused on B). */
export function realmAllows(realm: string, brand: BrandFacts): boolean {
  return realm === SHARED_REALM || realm === brand.id;
}
