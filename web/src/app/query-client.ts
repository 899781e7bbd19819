import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

export interface QueryClientOptions {
  /** Called when the API says the session is over (401), for example after logging out elsewhere. */
  onSessionEnded?: () => void;
}

const CURRENT_USER_KEY = 'current-user';

/**
 * The data-fetching defaults of docs/screens-and-data.md, "Defaults and limits": results never go stale, nothing is refetched
 * on window focus or polled (call history opts back in), and nothing is retried.
 */
export function createQueryClient({ onSessionEnded }: QueryClientOptions = {}): QueryClient {
  const sessionEnded = (error: unknown, key?: readonly unknown[]) => {
    // The current-user query turns its own 401 into "signed out" and never reaches here.
    if (error instanceof ApiError && error.status === 401 && key?.[0] !== CURRENT_USER_KEY) {
      queryClient.setQueryData([CURRENT_USER_KEY], null);
      onSessionEnded?.();
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => sessionEnded(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => sessionEnded(error) }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
