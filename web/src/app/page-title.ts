import type { AnyRouter } from '@tanstack/react-router';

export const SITE = 'CareCall';

/** The browser tab's title for the router's current page ("About | CareCall"). */
export function pageTitle(router: AnyRouter): string {
  // Every route but the home page names itself; an address without a name is not found.
  const named = [...router.state.matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  const title = named ?? (router.state.location.pathname === '/' ? undefined : 'Page Not Found');
  return title ? `${title} | ${SITE}` : `${SITE}: regular check-in calls for peace of mind`;
}
