import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notify } from '../../app/notify.ts';
import { apiRequest } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

// Leaving CareCall (docs/family-side.md): downloading one's data, deleting the
// account (the profile page); cancelling the plan is components/CancelPlanButton.tsx.

export const EXPORT_PATH = '/api/user/export';

/** Deletes the account; on success the app forgets the session and goes home with a toast. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => apiRequest<{ message: string }>('DELETE', '/api/user/account', { password }),
    onSuccess: async () => {
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      await navigate({ to: '/' });
      notify({ title: 'Account deleted', description: 'Your account and everything in it has been deleted. Thank you for using CareCall.' });
    },
  });
}
