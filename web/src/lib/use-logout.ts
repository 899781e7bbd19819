// Logging out, from the account menu. Its own module, not current-user.ts: the public header reads
// the current user on every page, and this would add its toast and mutation code to the home page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '../app/notify.ts';
import { api, errorMessage } from './api.ts';
import { currentUserQuery } from './current-user.ts';

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
