import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, isAccountPath } from './account-pages.ts';

describe('account pages', () => {
  it('are the five pages of the signed-in area, in the navigation order', () => {
    expect(ACCOUNT_PATHS).toEqual(['/dashboard', '/profile', '/manage-calls', '/call-history', '/escalation-contacts']);
  });

  it('include what lies under a page, not a public path that merely starts the same', () => {
    expect(isAccountPath('/call-history')).toBe(true);
    expect(isAccountPath('/escalation-contacts/')).toBe(true);
    expect(isAccountPath('/login')).toBe(false);
    expect(isAccountPath('/')).toBe(false);
    expect(isAccountPath('/profile-photos')).toBe(false);
  });
});
