// Roles (spec section 6), in a module of their own: the shell reads the stored role at start, so
// whatever shares this module ships in the first render (first-render budget); the bet, draw and
// wallet statuses stay in statuses.ts, which only lazy screens load.
export const ROLES = { user: 3, agent: 2 } as const;
export type Role = keyof typeof ROLES;
export type RoleValue = (typeof ROLES)[Role];
/** The default in auth state. */
export const DEFAULT_ROLE: Role = 'user';

/** Role name of a stored role value; unknown values fall back to the default role. */
export function roleFromValue(value: number | string): Role {
  const n = typeof value === 'string' ? Number(value) : value;
  return n === ROLES.agent ? 'agent' : n === ROLES.user ? 'user' : DEFAULT_ROLE;
}
