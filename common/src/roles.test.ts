import { describe, expect, it } from 'vitest';
import { ROLES, roleFromClaim } from './roles';

describe('roleFromClaim', () => {
  it('answers each role its claim names', () => {
    for (const role of ROLES) expect(roleFromClaim(role)).toBe(role);
  });

  it('takes an account without a role, or with one it does not know, for a student', () => {
    for (const claim of [undefined, null, '', 'Admin', 'owner', 1, { role: 'admin' }]) expect(roleFromClaim(claim)).toBe('user');
  });
});
