import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, ROLES, roleFromValue } from './roles';

describe('roles', () => {
  it('has the values of spec section 6', () => {
    expect(ROLES).toEqual({ user: 3, agent: 2 });
    expect(DEFAULT_ROLE).toBe('user');
  });

  it('reads stored roles with the user default', () => {
    expect(roleFromValue(2)).toBe('agent');
    expect(roleFromValue('2')).toBe('agent');
    expect(roleFromValue('3')).toBe('user');
    expect(roleFromValue('x')).toBe('user');
    expect(roleFromValue(99)).toBe('user');
  });
});
