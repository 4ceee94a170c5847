// The session answer of every sign-in and registration call: the contract's Session type.
import type { Session } from '@bet/api/contract/auth-schemas';
import { ROLES, type RoleValue } from '@bet/domain/roles';
import type { IssuedTokens } from './sessions.ts';
import type { Member } from '../db/schema.ts';

export function roleValue(role: number): RoleValue {
  return role === ROLES.agent ? ROLES.agent : ROLES.user;
}

export function sessionAnswer(member: Pick<Member, 'id' | 'role'>, issued: IssuedTokens): Session {
  return {
    token: issued.token,
    fresh_token: issued.refreshToken,
    uid: Number(member.id),
    role: roleValue(member.role),
  };
}
