import { describe, expect, it } from 'vitest';
import { passwordField } from '../../src/domain/schemas/auth';
import { leavesNoAdmin } from '../../src/domain/users';

describe('the last active admin stays', () => {
  it('refuses only a change that takes away the last active admin', () => {
    expect(leavesNoAdmin([1], 1, { admin: false, active: true })).toBe(true);
    expect(leavesNoAdmin([1], 1, { admin: true, active: false })).toBe(true);
    expect(leavesNoAdmin([1], 1, { admin: true, active: true })).toBe(false);
    expect(leavesNoAdmin([1, 2], 1, { admin: false, active: true })).toBe(false);
    // a user who is not an admin changes nothing about the admins
    expect(leavesNoAdmin([1], 5, { admin: false, active: false })).toBe(false);
  });
});

describe('the password policy', () => {
  it('wants 8 characters with a letter and a digit, and names only the length of a short one', () => {
    const errors = (v: string) => (passwordField.safeParse(v).error?.issues ?? []).map((i) => i.message);
    expect(errors('gizli2026')).toEqual([]);
    expect(errors('şifreğüç9')).toEqual([]);
    expect(errors('abcdefgh')).toEqual(['validation.passwordWeak']);
    expect(errors('12345678')).toEqual(['validation.passwordWeak']);
    expect(errors('a1')).toEqual(['validation.minLength|8']);
  });
});
