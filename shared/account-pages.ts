// The pages of the signed-in area, listed once: the web router and its session guard, the account
// navigation, the emails' links, the screenshots script and the browser tests all read them here.

/** Each account page's path. */
export const ACCOUNT_PAGE = {
  dashboard: '/dashboard',
  profile: '/profile',
  manageCalls: '/manage-calls',
  callHistory: '/call-history',
  escalationContacts: '/escalation-contacts',
} as const;

export type AccountPath = (typeof ACCOUNT_PAGE)[keyof typeof ACCOUNT_PAGE];

/** Paths of the signed-in area, in the navigation's order. */
export const ACCOUNT_PATHS: readonly AccountPath[] = Object.values(ACCOUNT_PAGE);

/** A path in the signed-in area (the page itself or anything under it). */
export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
