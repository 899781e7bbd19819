// The signed-in user (product.md section 4): fetched once; a 401 means nobody is signed in (null).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api.ts';
import type { CurrentUser, Subscription } from '../../lib/types.ts';

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

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Resolves the current user for a route guard, fetching it only the first time. */
export function loadCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(currentUserQuery);
}

/** The active subscription, if the user has one (the API lists it first). */
export function activeSubscription(user: CurrentUser | null | undefined): Subscription | undefined {
  return user?.subscriptions.find((subscription) => subscription.isActive);
}
