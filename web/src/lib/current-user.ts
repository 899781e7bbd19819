// The signed-in user (product.md section 4): fetched once; a 401 means nobody is signed in (null).
// Here, not in the auth feature, because every account page and the header read it.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser, Subscription } from '../../../shared/api-types.ts';
import { notify } from '../app/notify.ts';
import { api, ApiError, errorMessage } from './api.ts';
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

/** Logs out, forgets every cached answer of the old session and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/logout', {}),
    onSuccess: async () => {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      await navigate({ to: '/' });
      notify({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (error) => {
      notify({ title: 'Logout failed', description: errorMessage(error, 'Could not log out'), variant: 'destructive' });
    },
  });
}
