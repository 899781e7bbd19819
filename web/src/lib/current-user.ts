// The signed-in user (docs/screens-and-data.md, "States and transitions"): fetched once; a 401 means nobody is signed in (null).
// Here, not in the auth feature, because every account page and the header read it.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Subscription } from '@/shared/api-types.ts';
import { api, ApiError } from './api.ts';
import { useHydrated } from './use-hydrated.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'] as const,
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return await api.get<CurrentUser>('/api/auth/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

/**
 * The signed-in user, null when nobody is signed in. Pending while loading, and while a pre-rendered
 * page (rendered for nobody in particular) is being taken over.
 */
export function useCurrentUser(): { user: CurrentUser | null | undefined; isPending: boolean } {
  const query = useQuery(currentUserQuery);
  const hydrated = useHydrated();
  return { user: hydrated ? query.data : undefined, isPending: !hydrated || query.isPending };
}

/** Resolves the current user for a route guard, fetching it only the first time. */
export function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(currentUserQuery);
}

/** The active subscription, if the user has one (the API lists it first). */
export function activeSubscription(user: CurrentUser | null | undefined): Subscription | undefined {
  return user?.subscriptions.find((subscription) => subscription.isActive);
}
